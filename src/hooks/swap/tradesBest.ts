// Pure parts of the best-trade search: which pairs to look at, and the best trade over 1..maxHops hops where a
// longer route must beat a shorter one by 50 bps (spec §9). One route search serves every hop count: the SDK's
// search with maxHops h finds exactly the routes of up to h hops that the search with maxHops 3 finds, in the same
// order, so the best of up to h hops is the first such route in the full ranking (Uniswap's interface searched
// once per hop count, its issue #2296).
import { type Currency, type CurrencyAmount, type Pair, Trade } from '@/sdk'
import { BETTER_TRADE_LESS_HOPS_THRESHOLD, isTradeBetter } from '@/utils/swap/isTradeBetter'

import { pairsWithinHops } from './tradeRoutes'

export { pairCombinations, uniquePairs } from './tradeRoutes'

export const MAX_HOPS = 3

/** All routes, best first (the SDK's ranking); a route search keeps every result when given no cap. */
const ALL_RESULTS = Number.POSITIVE_INFINITY

/** The spec's choice among the best route of up to 1, 2, … maxHops hops: a longer one must win by 50 bps. */
export function bestOverHops(ranked: readonly Trade[], maxHops: number): Trade | null {
  let best: Trade | null = null
  for (let hops = 1; hops <= maxHops; hops++) {
    const candidate = ranked.find((trade) => trade.route.pairs.length <= hops) ?? null
    if (candidate !== best && isTradeBetter(best, candidate, BETTER_TRADE_LESS_HOPS_THRESHOLD)) best = candidate
  }
  return best
}

export function bestTradeExactIn(
  pairs: readonly Pair[],
  amountIn: CurrencyAmount | undefined,
  currencyOut: Currency | undefined,
  maxHops = MAX_HOPS,
): Trade | null {
  if (!amountIn || !currencyOut || pairs.length === 0) return null
  const hops = Math.max(1, maxHops)
  const usable = pairsWithinHops(pairs, amountIn.currency, currencyOut, hops)
  if (usable.length === 0) return null
  const options = { maxHops: hops, maxNumResults: ALL_RESULTS }
  return bestOverHops(Trade.bestTradeExactIn(usable, amountIn, currencyOut, options), hops)
}

export function bestTradeExactOut(
  pairs: readonly Pair[],
  currencyIn: Currency | undefined,
  amountOut: CurrencyAmount | undefined,
  maxHops = MAX_HOPS,
): Trade | null {
  if (!amountOut || !currencyIn || pairs.length === 0) return null
  const hops = Math.max(1, maxHops)
  const usable = pairsWithinHops(pairs, currencyIn, amountOut.currency, hops)
  if (usable.length === 0) return null
  const options = { maxHops: hops, maxNumResults: ALL_RESULTS }
  return bestOverHops(Trade.bestTradeExactOut(usable, currencyIn, amountOut, options), hops)
}
