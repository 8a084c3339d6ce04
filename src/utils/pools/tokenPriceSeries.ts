// A token's USD price over time, for its page. The engine prices a token through its pool with the stable token, else
// through its pool with the wrapped native coin and the native/stable pool: only pools among those three tokens bear
// on the price, so it can change only after a block that changed one of them. The series is the engine's price after
// each such block, read from those pools' Sync history alone (the price endpoint keeps no past).
import type { PricePoint, ReservesPoint } from '@/utils/priceHistory/priceSeries'
import { toNumber } from '@/utils/pricing/rational'
import { type PricingContext, type TokenRef, tokenUsdPrice } from '@/utils/pricing/usdPrice'

import { contextWith, pairsAtBlock, type PoolTokens } from './pastPrices'

/** The pools whose two tokens are both among `token`, the stable token and the wrapped native coin. */
export function pricingPools<P extends PoolTokens>(token: TokenRef, pools: readonly P[], context: PricingContext): P[] {
  const among = new Set([token, context.stable, context.native].map((ref) => ref.address.toLowerCase()))
  return pools.filter(
    (pool) =>
      pool.token0.address.toLowerCase() !== pool.token1.address.toLowerCase() &&
      among.has(pool.token0.address.toLowerCase()) &&
      among.has(pool.token1.address.toLowerCase()),
  )
}

/** `token`'s USD price after every block that changed a pool it is priced through; blocks it had no price are left out. */
export function tokenUsdSeries(
  token: TokenRef,
  pools: readonly PoolTokens[],
  history: (pair: string) => readonly ReservesPoint[] | undefined,
  context: PricingContext,
): PricePoint[] {
  const priced = pricingPools(token, pools, context)
  const blocks = new Set<number>()
  for (const pool of priced) for (const point of history(pool.address) ?? []) blocks.add(point.block)
  const series: PricePoint[] = []
  for (const block of [...blocks].sort((a, b) => a - b)) {
    const price = tokenUsdPrice(token, contextWith(context, pairsAtBlock(priced, history, block)))
    if (price) series.push({ block, price: toNumber(price) })
  }
  return series
}
