// What the transaction an open confirm dialog would send will do and cost (issue 41): its simulated changes and its
// network fee, read at the latest block and again on every new one, by the same calls the confirm button sends (the
// dialog's buildCalls). One build and one batch per block: a new transaction (a new amount) is asked at once; a
// refresh of the same one rides in the next block poll's batch, so an open dialog costs the node no request of its
// own. Only a mounted dialog runs it. A node that has no eth_simulateV1 is asked by eth_call with the account's code
// overridden instead, and one that has neither is not asked to simulate again on this visit.
import { useEffect, useMemo, useRef, useState } from 'react'

import type { ReadProvider } from '@/connection/readProvider'
import { useReadProvider } from '@/connection/readProviderHook'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useDeployment } from '@/hooks/contracts/deployment'
import { usePoolPricingContext } from '@/hooks/pricing/usePoolPricingContext'
import { useAllTokens } from '@/hooks/tokens/tokens'
import { nativeCurrencyOf, type Token } from '@/sdk'
import { useBlockNumber } from '@/state/application/hooks'
import type { Rational } from '@/utils/pricing/rational'
import { nativeUsdPrice } from '@/utils/pricing/usdPrice'
import { networkFeeUsd } from '@/utils/transactions/networkFee'
import {
  readTransaction,
  SIMULATION_METHODS,
  type SimulationMethod,
  type TransactionReading,
} from '@/utils/transactions/readTransaction'
import { rpcTransaction } from '@/utils/transactions/rpcTransaction'
import type { BuildCalls } from '@/utils/transactions/send'
import type { TransactionPreview } from '@/utils/transactions/simulation'

export type { TransactionPreview } from '@/utils/transactions/simulation'

export interface NetworkFee {
  /** 'unavailable' without a transaction, when no candidate call estimates or the node fails: no fee shown. */
  status: 'estimating' | 'ready' | 'unavailable'
  /** gas × gas price in raw units of the native coin; undefined while estimating or when the estimate failed. */
  fee: bigint | undefined
  /** The fee in USD at the native/stable pool's price; undefined while unpriced. */
  usd: Rational | undefined
  symbol: string
  decimals: number
}

export interface TransactionOutlook {
  preview: TransactionPreview
  fee: NetworkFee
}

const IDLE: TransactionPreview = { status: 'idle' }
const SIMULATING: TransactionPreview = { status: 'simulating' }
const UNAVAILABLE: TransactionPreview = { status: 'unavailable' }
const NO_TOKENS: [] = []

/** The simulation methods each read provider's node said it does not have. */
const missingMethods = new WeakMap<ReadProvider, Set<SimulationMethod>>()
const methodsOf = (provider: ReadProvider) =>
  SIMULATION_METHODS.filter((method) => !missingMethods.get(provider)?.has(method))

interface Reading {
  of: BuildCalls
  account: string
  block: number
  fee: bigint | undefined
  preview: TransactionPreview
}

function previewOf(provider: ReadProvider, { simulation, missing }: TransactionReading): TransactionPreview {
  if (missing.length) missingMethods.set(provider, new Set([...(missingMethods.get(provider) ?? []), ...missing]))
  return simulation.status === 'done' ? simulation.simulation : UNAVAILABLE
}

const NO_EXTRA_TOKENS: readonly Token[] = []

/**
 * `buildCalls`: the calls the dialog's write would send (memoized: a new function is a new transaction). `tokens`: the
 * transaction's own beyond the lists' (a pool token), which a node without eth_simulateV1 is asked about by name.
 */
export function useTransactionPreview(
  buildCalls: BuildCalls | undefined,
  tokens: readonly Token[] = NO_EXTRA_TOKENS,
): TransactionOutlook {
  const { account } = useWeb3React()
  const chainId = useActiveChainId()
  const provider = useReadProvider()
  const blockNumber = useBlockNumber()
  const wrappedNative = useDeployment()?.weth
  const context = usePoolPricingContext(NO_TOKENS)
  const listed = useAllTokens()
  const tokensKey = tokens.map((token) => token.address).join()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- callers pass a new array each render; tokensKey stands for it
  const watched = useMemo(() => [...tokens.map((token) => token.address), ...Object.keys(listed)], [tokensKey, listed])
  const { symbol, decimals } = nativeCurrencyOf(chainId)
  const [reading, setReading] = useState<Reading>()
  // The transaction whose reading is on its way: one at a time, so blocks that come faster than answers pile nothing up.
  const inFlight = useRef<BuildCalls | undefined>(undefined)
  // The transaction the dialog shows now: a late answer for an earlier one is dropped.
  const current = useRef(buildCalls)
  current.current = buildCalls

  const isShown = reading !== undefined && reading.of === buildCalls && reading.account === account
  const shownBlock = isShown ? reading.block : undefined

  useEffect(() => {
    if (!buildCalls || !account || blockNumber === undefined) return
    if (inFlight.current === buildCalls) return
    if (shownBlock === blockNumber) return
    inFlight.current = buildCalls
    // A refresh can wait for the block poll; a transaction the user has not seen yet cannot.
    const options = shownBlock === undefined ? undefined : { rider: true }
    const request = (method: string, params: unknown[]) => provider.request(method, params, options)
    buildCalls()
      .then((calls) => Promise.all(calls))
      .then((calls) =>
        readTransaction(
          request,
          calls.map((call) => rpcTransaction(account, call)),
          blockNumber,
          { methods: methodsOf(provider), wrappedNative, tokens: watched },
        ),
      )
      .then(
        (read) => ({ fee: read.fee, preview: previewOf(provider, read) }),
        // A call that cannot be built: the flow says why when the user confirms.
        (error: unknown) => {
          console.debug('Transaction not built', error)
          return { fee: undefined, preview: UNAVAILABLE }
        },
      )
      .then(({ fee, preview }) => {
        if (inFlight.current === buildCalls) inFlight.current = undefined
        if (current.current === buildCalls) setReading({ of: buildCalls, account, block: blockNumber, fee, preview })
      })
  }, [buildCalls, account, provider, blockNumber, wrappedNative, watched, shownBlock])

  // The last fee stays on screen while a changed transaction (a new amount) is read again; its preview does not.
  const fee = buildCalls ? reading?.fee : undefined
  const feeStatus = !buildCalls ? 'unavailable' : !isShown ? 'estimating' : fee === undefined ? 'unavailable' : 'ready'
  const networkFee = useMemo((): NetworkFee => {
    const usd = fee === undefined || !context ? undefined : networkFeeUsd(fee, decimals, nativeUsdPrice(context))
    return { status: feeStatus, fee, usd, symbol, decimals }
  }, [feeStatus, fee, context, decimals, symbol])
  const preview = !buildCalls ? IDLE : isShown ? reading.preview : SIMULATING
  return useMemo(() => ({ preview, fee: networkFee }), [preview, networkFee])
}
