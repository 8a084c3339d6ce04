// A token's price a day ago, for the tokens explorer's 24 h change: the pools' reserves at a past block come from
// their Sync logs (each the reserves after a block that changed them; the last one at or before the block is its
// state then), and the pricing engine prices through them as it does through today's.
import type { ReservesPoint } from '@/utils/priceHistory/priceSeries'
import { divide, type Rational } from '@/utils/pricing/rational'
import { type PairReserves, reservesLookup } from '@/utils/pricing/reserves'
import { type PricingContext, type TokenRef, tokenUsdPrice } from '@/utils/pricing/usdPrice'

/** The reserves the pool's last Sync at or before `block` left; undefined before its first (no pool, or empty). */
export function reservesAtBlock(points: readonly ReservesPoint[], block: number): ReservesPoint | undefined {
  let low = 0
  let high = points.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (points[middle].block <= block) low = middle + 1
    else high = middle
  }
  return low > 0 ? points[low - 1] : undefined
}

export interface PoolTokens {
  address: string
  token0: { address: string }
  token1: { address: string }
}

/** The pools' reserves at `block` as the engine reads them; a pool without history then is left out. */
export function pairsAtBlock(
  pools: readonly PoolTokens[],
  history: (pair: string) => readonly ReservesPoint[] | undefined,
  block: number,
): PairReserves[] {
  const pairs: PairReserves[] = []
  for (const pool of pools) {
    const points = history(pool.address)
    const then = points && reservesAtBlock(points, block)
    if (then)
      pairs.push({
        token0: pool.token0.address,
        token1: pool.token1.address,
        reserve0: then.reserve0,
        reserve1: then.reserve1,
      })
  }
  return pairs
}

/** The context of the same pools at another moment: their reserves then, and no price endpoint (it keeps no past). */
export function contextWith(context: PricingContext, pairs: readonly PairReserves[]): PricingContext {
  return { stable: context.stable, native: context.native, reserves: reservesLookup(pairs) }
}

/**
 * `token`'s USD price now over its price then (1.05 is +5%; a ratio, as the engine's figures are never negative).
 * Both ends are priced by the pools alone: the price endpoint's figure for the native coin, when there is one, has
 * no past to compare with.
 */
export function priceRatioBetween(token: TokenRef, then: PricingContext, now: PricingContext): Rational | undefined {
  const before = tokenUsdPrice(token, withoutEndpoint(then))
  const after = tokenUsdPrice(token, withoutEndpoint(now))
  return before && after && divide(after, before)
}

/** The context without the price endpoint's native price: by the pools alone, which keep a past. */
export const withoutEndpoint = (context: PricingContext): PricingContext =>
  context.nativeUsd === undefined ? context : { ...context, nativeUsd: undefined }
