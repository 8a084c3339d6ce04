// The tokens explorer's figures: every token in the exchange's pools with its USD price, the liquidity its pools
// hold of it and the last day's volume of those pools. Made from the pools explorer's pools and prices, so that a
// token's figures add up to the pools' figures of the same block.
import type { PairValueInput } from '@/utils/pricing/liquidityUsdValue'
import { add, type Rational, ZERO } from '@/utils/pricing/rational'
import { amountUsdValue, type PricingContext, type TokenRef, tokenUsdPrice } from '@/utils/pricing/usdPrice'

import { priceRatioBetween } from './pastPrices'
import type { PoolFigures } from './poolFigures'

export interface TokenPoolInput<T extends TokenRef> extends PairValueInput {
  address: string
  token0: T
  token1: T
  figures: PoolFigures
  /** Whether the pool's last-day swaps are read, as usePoolsFigures says. */
  swapsStatus: 'loading' | 'unserved' | 'served'
}

export interface TokenFigures<T extends TokenRef> {
  token: T
  /** The addresses of the pools that hold the token, in the order given. */
  pools: string[]
  priceUsd?: Rational
  /** Its price now over its price a day ago (see priceRatioBetween); unknown without the pools' past. */
  priceRatio24h?: Rational
  /** What its pools hold of the token, at its price. */
  tvlUsd?: Rational
  /**
   * The sum of its pools' last-day volumes (every swap in them trades the token in or out). Unknown while a pool's
   * swaps load or when the node refused them; a pool the engine cannot price adds nothing, as it has no USD figure.
   */
  volume24hUsd?: Rational
}

interface Holding<T extends TokenRef> {
  token: T
  pools: string[]
  reserve: bigint
  volume: Rational | undefined
}

/** One row per token, in the order the tokens first appear in `pools`; `dayAgo` prices the same pools a day ago. */
export function tokenFigures<T extends TokenRef>(
  pools: readonly TokenPoolInput<T>[],
  context: PricingContext | undefined,
  dayAgo?: PricingContext,
): TokenFigures<T>[] {
  const holdings = new Map<string, Holding<T>>()
  for (const pool of pools) {
    const sides: [T, bigint][] = [
      [pool.token0, pool.reserve0],
      [pool.token1, pool.reserve1],
    ]
    for (const [token, reserve] of sides) {
      const key = token.address.toLowerCase()
      const holding = holdings.get(key) ?? { token, pools: [], reserve: 0n, volume: ZERO }
      holding.pools.push(pool.address)
      holding.reserve += reserve
      holding.volume = addVolume(holding.volume, pool)
      holdings.set(key, holding)
    }
  }
  return [...holdings.values()].map(({ token, pools: held, reserve, volume }) => {
    const priceUsd = context && tokenUsdPrice(token, context)
    return {
      token,
      pools: held,
      priceUsd,
      priceRatio24h: context && dayAgo && priceRatioBetween(token, dayAgo, context),
      tvlUsd: priceUsd && amountUsdValue(reserve, token.decimals, priceUsd),
      volume24hUsd: context && volume,
    }
  })
}

function addVolume<T extends TokenRef>(sum: Rational | undefined, pool: TokenPoolInput<T>): Rational | undefined {
  if (!sum || pool.swapsStatus !== 'served') return undefined
  return pool.figures.volume24hUsd ? add(sum, pool.figures.volume24hUsd) : sum
}
