// The explorer's order and search: by a figure, largest first or last (a pool whose figure is unknown always last,
// then by pair address so that the order never shuffles between blocks), and a search by symbol, name or address.
import { compare, type Rational } from '@/utils/pricing/rational'

import type { PoolFigures } from './poolFigures'

export type PoolSortKey = 'tvlUsd' | 'volume24hUsd' | 'fees24hUsd' | 'feeApr'
export type SortDirection = 'descending' | 'ascending'
export const POOL_SORT_KEYS: readonly PoolSortKey[] = ['tvlUsd', 'volume24hUsd', 'fees24hUsd', 'feeApr']

export interface TableSort<K extends string> {
  key: K
  direction: SortDirection
}

/** The order after a click on `key`'s header: largest first, and the other way round on the same header again. */
export function nextSort<K extends string>(previous: TableSort<K>, key: K): TableSort<K> {
  return { key, direction: previous.key === key && previous.direction === 'descending' ? 'ascending' : 'descending' }
}

export interface PoolListing {
  address: string
  token0: { address: string; symbol?: string; name?: string }
  token1: { address: string; symbol?: string; name?: string }
  figures: PoolFigures
}

/** A figure's order: larger first or last, an unknown figure always last. */
export function byFigure(a: Rational | undefined, b: Rational | undefined, direction: SortDirection): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0
  return direction === 'descending' ? compare(b, a) : compare(a, b)
}

export function sortPools<T extends PoolListing>(pools: readonly T[], key: PoolSortKey, direction: SortDirection): T[] {
  return [...pools].sort(
    (a, b) =>
      byFigure(a.figures[key], b.figures[key], direction) ||
      a.address.toLowerCase().localeCompare(b.address.toLowerCase()),
  )
}

/** Whether the pool matches every word of `query`: each a token's symbol or name (any part) or an address's start. */
export function matchesPoolSearch(pool: PoolListing, query: string): boolean {
  const fields = [pool.token0, pool.token1].flatMap((token) => [token.symbol ?? '', token.name ?? ''])
  return matchesSearch(fields, [pool.address, pool.token0.address, pool.token1.address], query)
}

/** Whether every word of `query` is part of one of `fields` (any case) or, starting with 0x, starts an address. */
export function matchesSearch(fields: readonly string[], addresses: readonly string[], query: string): boolean {
  const words = query
    .trim()
    .toLowerCase()
    .split(/[\s/]+/)
    .filter(Boolean)
  const lowerAddresses = addresses.map((address) => address.toLowerCase())
  return words.every(
    (word) =>
      fields.some((field) => field.toLowerCase().includes(word)) ||
      (word.startsWith('0x') && lowerAddresses.some((address) => address.startsWith(word))),
  )
}
