// The tokens explorer's order and search, as the pools explorer's: by a figure, largest first or last (an unknown
// figure always last, then by address so that the order never shuffles between blocks), and by symbol, name or
// address.
import { byFigure, matchesSearch, type SortDirection } from './poolSort'
import type { TokenFigures } from './tokenFigures'

export type TokenSortKey = 'priceUsd' | 'priceRatio24h' | 'tvlUsd' | 'volume24hUsd'
export const TOKEN_SORT_KEYS: readonly TokenSortKey[] = ['priceUsd', 'priceRatio24h', 'tvlUsd', 'volume24hUsd']

interface TokenListing {
  address: string
  symbol?: string
  name?: string
  decimals: number
}

export function sortTokens<R extends TokenFigures<TokenListing>>(
  rows: readonly R[],
  key: TokenSortKey,
  direction: SortDirection,
): R[] {
  return [...rows].sort(
    (a, b) =>
      byFigure(a[key], b[key], direction) || a.token.address.toLowerCase().localeCompare(b.token.address.toLowerCase()),
  )
}

export function matchesTokenSearch(row: TokenFigures<TokenListing>, query: string): boolean {
  return matchesSearch([row.token.symbol ?? '', row.token.name ?? ''], [row.token.address], query)
}
