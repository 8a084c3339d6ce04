// Which pairs the best-trade search looks at: the pairs among the two tokens and the routing bases, each once,
// and of those only the pairs that can lie on a route of at most maxHops hops between the two currencies.
import { type Currency, type Pair, type Token, wrappedCurrency } from '@/sdk'

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

/** Hops from `from` to every token reachable within maxHops, by breadth-first search over the pairs. */
function hopsFrom(pairs: readonly Pair[], from: string, maxHops: number): Map<string, number> {
  const distance = new Map([[from, 0]])
  let frontier = new Set([from])
  for (let hops = 1; hops <= maxHops && frontier.size > 0; hops++) {
    const next = new Set<string>()
    const reach = (here: string, there: string) => {
      if (frontier.has(here) && !distance.has(there)) next.add(there)
    }
    for (const pair of pairs) {
      reach(pair.token0.address, pair.token1.address)
      reach(pair.token1.address, pair.token0.address)
    }
    for (const token of next) distance.set(token, hops)
    frontier = next
  }
  return distance
}

/**
 * The pairs, in their order, that can be a hop of a route of at most maxHops hops from currencyIn to currencyOut:
 * a pair is kept when reaching one of its tokens from the input, crossing it and reaching the output from its other
 * token takes at most maxHops hops. Dropping the others changes no route the search finds, nor their order.
 */
export function pairsWithinHops(
  pairs: readonly Pair[],
  currencyIn: Currency,
  currencyOut: Currency,
  maxHops: number,
): Pair[] {
  if (pairs.length === 0) return []
  const chainId = pairs[0].chainId
  const tokenIn = wrappedCurrency(currencyIn, chainId)
  const tokenOut = wrappedCurrency(currencyOut, chainId)
  if (!tokenIn || !tokenOut) return []
  const fromIn = hopsFrom(pairs, tokenIn.address, maxHops)
  const toOut = hopsFrom(pairs, tokenOut.address, maxHops)
  const within = (x: string, y: string) => (fromIn.get(x) ?? Infinity) + 1 + (toOut.get(y) ?? Infinity) <= maxHops
  return pairs.filter((pair) => {
    const [a, b] = [pair.token0.address, pair.token1.address]
    return within(a, b) || within(b, a)
  })
}
