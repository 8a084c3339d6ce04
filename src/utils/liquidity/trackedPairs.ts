// Which pairs the pool page checks for the user's liquidity: the user's saved pairs, the chain's bases with
// each other, and every known token with each base, each pair once (by its two addresses, in sorted order).
import type { Token } from '@/sdk'

export type TokenPair = readonly [Token, Token]

/** The pair's key regardless of order: the two addresses, lowercased and sorted, joined by a dash. */
export function pairKey(tokenA: Token, tokenB: Token): string {
  const [a, b] = [tokenA.address.toLowerCase(), tokenB.address.toLowerCase()].sort()
  return `${a}-${b}`
}

/**
 * Candidate pairs: `saved` first (the user's imports), then every base with every other base, then every token
 * with every base. A pair of a token with itself, or of tokens on different chains, is skipped.
 * Each pair is given with its tokens in sorted order (token0 first).
 */
export function trackedPairCandidates(
  bases: readonly Token[],
  tokens: readonly Token[],
  saved: readonly TokenPair[] = [],
): TokenPair[] {
  const seen = new Set<string>()
  const result: TokenPair[] = []
  const add = (tokenA: Token, tokenB: Token) => {
    if (tokenA.chainId !== tokenB.chainId || tokenA.equals(tokenB)) return
    const key = pairKey(tokenA, tokenB)
    if (seen.has(key)) return
    seen.add(key)
    result.push(tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA])
  }
  for (const [tokenA, tokenB] of saved) add(tokenA, tokenB)
  for (const base of bases) for (const other of bases) add(base, other)
  for (const token of tokens) for (const base of bases) add(token, base)
  return result
}
