// The network fee of the transaction an open confirm dialog would send, estimated again on every new block. Only a
// mounted dialog runs it, so nothing is asked of the node while no dialog is open.
import { useWeb3React } from '@web3-react/core'
import { useEffect, useMemo, useState } from 'react'

import { useReadProvider } from '@/connection/readProviderHook'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { usePoolPricingContext } from '@/hooks/pricing/usePoolPricingContext'
import { nativeCurrencyOf } from '@/sdk'
import { useBlockNumber } from '@/state/application/hooks'
import type { Rational } from '@/utils/pricing/rational'
import { nativeUsdPrice } from '@/utils/pricing/usdPrice'
import { estimateNetworkFee } from '@/utils/transactions/estimateNetworkFee'
import { networkFeeUsd } from '@/utils/transactions/networkFee'
import type { BuildCalls } from '@/utils/transactions/send'

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

const NO_TOKENS: [] = []

/** `buildCalls`: the calls the dialog's write would send (memoized: a new function is a new transaction). */
export function useNetworkFee(buildCalls: BuildCalls | undefined): NetworkFee {
  const { account } = useWeb3React()
  const chainId = useActiveChainId()
  const provider = useReadProvider()
  const blockNumber = useBlockNumber()
  // The estimate with the calls it is of.
  const [estimate, setEstimate] = useState<{ of: BuildCalls; fee: bigint | undefined }>()
  const context = usePoolPricingContext(NO_TOKENS)
  const { symbol, decimals } = nativeCurrencyOf(chainId)

  useEffect(() => {
    if (!buildCalls || !account || blockNumber === undefined) return
    let isCurrent = true
    buildCalls()
      .then((calls) => estimateNetworkFee(provider, account, calls))
      .then(
        ({ fee }) => isCurrent && setEstimate({ of: buildCalls, fee }),
        // The flow says why when the user confirms; a stale or guessed fee would mislead.
        (error: unknown) => {
          console.debug('Network fee not estimated', error)
          if (isCurrent) setEstimate({ of: buildCalls, fee: undefined })
        },
      )
    return () => {
      isCurrent = false
    }
  }, [buildCalls, account, provider, blockNumber])

  // The last fee stays on screen while a changed transaction (a new trade each block) is estimated again.
  const fee = buildCalls ? estimate?.fee : undefined
  const status = !buildCalls
    ? 'unavailable'
    : estimate?.of !== buildCalls
      ? 'estimating'
      : fee === undefined
        ? 'unavailable'
        : 'ready'
  return useMemo(() => {
    const usd = fee === undefined || !context ? undefined : networkFeeUsd(fee, decimals, nativeUsdPrice(context))
    return { status, fee, usd, symbol, decimals }
  }, [status, fee, context, decimals, symbol])
}
