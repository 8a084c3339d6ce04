// Pure parts of the best-trade search: which pairs to look at, and the best trade over 1..maxHops hops where a
// longer route must beat a shorter one by 50 bps.
import { type Currency, type CurrencyAmount, type Pair, type Token, Trade } from '@/sdk'
import { BETTER_TRADE_LESS_HOPS_THRESHOLD, isTradeBetter } from '@/utils/swap/isTradeBetter'

export const MAX_HOPS = 3

/** Token pairs that may hold liquidity for a trade between tokenA and tokenB through the routing bases. */
export function pairCombinations(
  tokenA: Token | undefined,
  tokenB: Token | undefined,
  bases: readonly Token[],
): [Token, Token][] {
  if (!tokenA || !tokenB) return []
  const basePairs = bases.flatMap((base) => bases.map((other) => [base, other] as [Token, Token]))
  const all: [Token, Token][] = [
    [tokenA, tokenB],
    ...bases.map((base) => [tokenA, base] as [Token, Token]),
    ...bases.map((base) => [tokenB, base] as [Token, Token]),
    ...basePairs,
  ]
  const seen = new Set<string>()
  return all.filter(([a, b]) => {
    if (a.chainId !== b.chainId || a.equals(b)) return false
    const key = a.sortsBefore(b) ? `${a.address}:${b.address}` : `${b.address}:${a.address}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Distinct pairs by their liquidity token (the first of each wins). */
export function uniquePairs(pairs: readonly Pair[]): Pair[] {
  const byAddress = new Map<string, Pair>()
  for (const pair of pairs)
    if (!byAddress.has(pair.liquidityToken.address)) byAddress.set(pair.liquidityToken.address, pair)
  return [...byAddress.values()]
}

function bestOverHops(maxHops: number, search: (hops: number) => Trade | null): Trade | null {
  if (maxHops <= 1) return search(1)
  let best: Trade | null = null
  for (let hops = 1; hops <= maxHops; hops++) {
    const candidate = search(hops)
    if (isTradeBetter(best, candidate, BETTER_TRADE_LESS_HOPS_THRESHOLD)) best = candidate
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
  return bestOverHops(
    maxHops,
    (hops) =>
      Trade.bestTradeExactIn(pairs as Pair[], amountIn, currencyOut, { maxHops: hops, maxNumResults: 1 })[0] ?? null,
  )
}

export function bestTradeExactOut(
  pairs: readonly Pair[],
  currencyIn: Currency | undefined,
  amountOut: CurrencyAmount | undefined,
  maxHops = MAX_HOPS,
): Trade | null {
  if (!amountOut || !currencyIn || pairs.length === 0) return null
  return bestOverHops(
    maxHops,
    (hops) =>
      Trade.bestTradeExactOut(pairs as Pair[], currencyIn, amountOut, { maxHops: hops, maxNumResults: 1 })[0] ?? null,
  )
}
