// The pricing context of a day ago: the same pools at their reserves a day of blocks before the head their Sync logs
// were read to (usePoolsSyncHistory), for a figure's change over 24 hours (the tokens explorer, the portfolio).
import { useMemo } from 'react'

import { useBlockTime } from '@/hooks/staking/useBlockTime'
import { contextWith, pairsAtBlock, type PoolTokens } from '@/utils/pools/pastPrices'
import type { PricingContext } from '@/utils/pricing/usdPrice'

import type { PoolsSyncHistory } from './usePoolsSyncHistory'

const DAY_SECONDS = 86_400

/** The same pools a day of blocks before the head their Sync logs were read to; none on a chain younger than that. */
export function useDayAgoContext(
  pools: readonly PoolTokens[],
  context: PricingContext | undefined,
  history: PoolsSyncHistory | undefined,
) {
  const blockTime = useBlockTime()
  return useMemo(() => {
    if (!context || !history) return undefined
    const block = history.head - Math.ceil(DAY_SECONDS / blockTime)
    if (block < 0) return undefined
    return contextWith(
      context,
      pairsAtBlock(pools, (pair) => history.reserves.get(pair.toLowerCase()), block),
    )
  }, [context, history, blockTime, pools])
}
