// The explorer's figures of each pool: TVL from its reserves, and the last day's volume, fees and fee APR from its
// Swap logs (read for all pools in one query, then for the new blocks only), priced by the pricing engine.
import { useMemo } from 'react'

import { usePricingContext } from '@/hooks/pricing/usePricingContext'
import { useProtocolFeeOn } from '@/hooks/staking/useProtocolFeeOn'
import { type SwapLogs, useSwapLogs } from '@/hooks/staking/useSwapLogs'
import { type PoolFigures, poolFigures } from '@/utils/pools/poolFigures'
import type { PricingContext } from '@/utils/pricing/usdPrice'

import type { FactoryPool } from './useFactoryPools'

export interface PoolWithFigures extends FactoryPool {
  figures: PoolFigures
  /** Whether the last day's swaps are read ('served'), still loading, or refused by the node. */
  swapsStatus: SwapLogs['status']
}

export interface PoolsFigures {
  pools: PoolWithFigures[]
  /** The prices the figures were made with, for anything else the caller values the same way. */
  context: PricingContext | undefined
}

export function usePoolsFigures(pools: readonly FactoryPool[]): PoolsFigures {
  // Reserves change every block, the pairs and tokens do not: the reads below are keyed by what they need.
  const pairsKey = pools.map((pool) => pool.address).join()
  const addresses = useMemo(() => (pairsKey ? pairsKey.split(',') : []), [pairsKey])
  const logs = useSwapLogs(addresses)
  const tokensKey = pools.map((pool) => `${pool.token0.address},${pool.token1.address}`).join()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same tokens while their addresses stay the same
  const tokens = useMemo(() => pools.flatMap((pool) => [pool.token0, pool.token1]), [tokensKey])
  const context = usePricingContext(tokens)
  const isProtocolFeeOn = useProtocolFeeOn()
  return useMemo(
    () => ({
      pools: pools.map((pool) => {
        const served = logs[pool.address.toLowerCase()]
        const swaps = served?.status === 'served' ? served.swaps : undefined
        return {
          ...pool,
          figures: poolFigures(pool, swaps, context, isProtocolFeeOn),
          swapsStatus: served?.status ?? 'loading',
        }
      }),
      context,
    }),
    [pools, logs, context, isProtocolFeeOn],
  )
}
