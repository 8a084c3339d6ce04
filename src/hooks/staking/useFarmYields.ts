// Each farm's yields beside its reward APR: that APR split into paid now and locked (the breeder's percentage), and
// the trading-fee APR of its pair from the last day of Swap events, read only for the farms on screen.
import { useMemo } from 'react'

import { usePricingContext } from '@/hooks/pricing/usePricingContext'
import type { Token } from '@/sdk'
import type { Rational } from '@/utils/pricing/rational'
import { type AprSplit, splitApr } from '@/utils/staking/aprSplit'
import { feeApr } from '@/utils/staking/feeApr'
import type { Farm } from '@/utils/staking/types'

import { useLockTerms } from './useLockTerms'
import { useProtocolFeeOn } from './useProtocolFeeOn'
import { useSwapLogs } from './useSwapLogs'

export type FeeAprState = { status: 'loading' } | { status: 'hidden' } | { status: 'shown'; apr: Rational }

export interface FarmYields {
  split?: AprSplit
  /** The locked percentage the split uses, from the contract. */
  lockedPercent?: bigint
  feeApr: FeeAprState
}

const LOADING: FeeAprState = { status: 'loading' }
const HIDDEN: FeeAprState = { status: 'hidden' }

/** `aprs[i]` is the reward APR of `farms[i]`; `isShown(farm)` says whether its row is on screen. */
export function useFarmYields(
  farms: readonly Farm[],
  aprs: readonly (Rational | undefined)[],
  tokensOf: (farm: Farm) => { token0?: Token; token1?: Token },
  isShown: (farm: Farm) => boolean,
): FarmYields[] {
  const { lockedPercent } = useLockTerms()
  const isProtocolFeeOn = useProtocolFeeOn()
  const shownPairs = useMemo(() => farms.filter(isShown).map((farm) => farm.lpToken), [farms, isShown])
  const logs = useSwapLogs(shownPairs)
  // The same tokens as the farms' figures: the multicall shares the reads.
  const priced = useMemo(
    () => farms.flatMap((farm) => [tokensOf(farm).token0, tokensOf(farm).token1]),
    [farms, tokensOf],
  )
  const context = usePricingContext(priced)

  return useMemo(
    () =>
      farms.map((farm, index) => {
        const split = splitApr(aprs[index], lockedPercent)
        const { token0, token1 } = tokensOf(farm)
        const served = logs[farm.lpToken.toLowerCase()]
        let fee: FeeAprState = LOADING
        if (served?.status === 'unserved') fee = HIDDEN
        else if (served?.status === 'served' && context && token0 && token1 && isProtocolFeeOn !== undefined) {
          const pair = {
            token0,
            token1,
            reserve0: farm.reserve0,
            reserve1: farm.reserve1,
            totalSupply: farm.totalSupply,
          }
          const apr = feeApr(served.swaps, pair, context, isProtocolFeeOn)
          fee = apr ? { status: 'shown', apr } : HIDDEN
        }
        return { split, lockedPercent, feeApr: fee }
      }),
    [farms, aprs, tokensOf, logs, context, lockedPercent, isProtocolFeeOn],
  )
}
