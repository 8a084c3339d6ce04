// The preview of the transaction an open confirm dialog would send (issue 41): simulated at the latest block and
// again on every new one, by the same calls the confirm button sends (the dialog's buildCalls). Only a mounted
// dialog runs it. A node that has no eth_simulateV1 is not asked again on this visit.
import { hexlify, hexValue } from '@ethersproject/bytes'
import { useWeb3React } from '@web3-react/core'
import { useEffect, useState } from 'react'

import { useReadProvider } from '@/connection/readProviderHook'
import { useDeployment } from '@/hooks/contracts/deployment'
import { useBlockNumber } from '@/state/application/hooks'
import type { BuildCalls } from '@/utils/transactions/send'
import {
  METHOD_NOT_FOUND,
  simulateCandidates,
  type SimulatedTransaction,
  type TransactionPreview,
} from '@/utils/transactions/simulation'
import { walletErrorCode } from '@/utils/transactions/walletError'

export type { TransactionPreview } from '@/utils/transactions/simulation'

const IDLE: TransactionPreview = { status: 'idle' }
const SIMULATING: TransactionPreview = { status: 'simulating' }
const UNAVAILABLE: TransactionPreview = { status: 'unavailable' }

/** Read providers whose node said it has no eth_simulateV1. */
const withoutSimulation = new WeakSet<object>()

/** `buildCalls`: the calls the dialog's write would send (memoized: a new function is a new transaction). */
export function useTransactionPreview(buildCalls: BuildCalls | undefined): TransactionPreview {
  const { account } = useWeb3React()
  const provider = useReadProvider()
  const blockNumber = useBlockNumber()
  const wrappedNative = useDeployment()?.weth
  const [preview, setPreview] = useState<{ of: BuildCalls; preview: TransactionPreview }>()

  useEffect(() => {
    if (!buildCalls || !account || blockNumber === undefined) return
    if (withoutSimulation.has(provider)) {
      setPreview({ of: buildCalls, preview: UNAVAILABLE })
      return
    }
    let isCurrent = true
    buildCalls()
      .then((calls) => Promise.all(calls))
      .then((requests) =>
        simulateCandidates(
          (params) => provider.send('eth_simulateV1', params),
          requests.map((request): SimulatedTransaction => ({
            from: account,
            to: request.to ?? '',
            data: hexlify(request.data ?? '0x'),
            value: hexValue(request.value ?? 0),
          })),
          blockNumber,
          wrappedNative,
        ),
      )
      .then(
        (simulation) => isCurrent && setPreview({ of: buildCalls, preview: simulation }),
        (error: unknown) => {
          if (walletErrorCode(error) === METHOD_NOT_FOUND) withoutSimulation.add(provider)
          console.debug('Transaction not simulated', error)
          if (isCurrent) setPreview({ of: buildCalls, preview: UNAVAILABLE })
        },
      )
    return () => {
      isCurrent = false
    }
  }, [buildCalls, account, provider, blockNumber, wrappedNative])

  if (!buildCalls) return IDLE
  // Another transaction's changes are never shown for this one (a new amount, a new quote): simulating until its own.
  return preview?.of === buildCalls ? preview.preview : SIMULATING
}
