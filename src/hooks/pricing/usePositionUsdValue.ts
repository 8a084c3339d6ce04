// A liquidity position's USD value on the pool and liquidity screens: its pool tokens' share of the pair, each side
// priced through the pools (liquidityUsdValue); undefined while loading or when neither side has a route.
import { useMemo } from 'react'

import type { Position } from '@/utils/liquidity/position'
import { liquidityUsdValue } from '@/utils/pricing/liquidityUsdValue'
import type { Rational } from '@/utils/pricing/rational'

import { usePoolPricingContext } from './usePoolPricingContext'

const raw = (amount: { raw: { toString(): string } }) => BigInt(amount.raw.toString())

export function usePositionUsdValue(position: Position): Rational | undefined {
  const { pair, total, totalSupply } = position
  const tokens = useMemo(() => [pair.token0, pair.token1], [pair.token0, pair.token1])
  const context = usePoolPricingContext(tokens)
  return useMemo(() => {
    if (!context) return undefined
    const value = { token0: pair.token0, token1: pair.token1, totalSupply: raw(totalSupply) }
    const reserves = { reserve0: raw(pair.reserve0), reserve1: raw(pair.reserve1) }
    return liquidityUsdValue({ ...value, ...reserves }, raw(total), context)
  }, [context, pair, total, totalSupply])
}
