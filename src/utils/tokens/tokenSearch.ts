// Token search for the currency dialog: matching, ordering, the Enter key's pick and symbol shortening.
import { isAddress } from './address'

export { MAX_SYMBOL_LENGTH, shortenSymbol } from '@/utils/format/shortenSymbol'

/** What search needs of a token (an SDK Token fits). */
export interface SearchableToken {
  readonly address: string
  readonly symbol?: string
  readonly name?: string
}

/**
 * Pseudo-tokens some lists carry for the native coin (the zero address and the 0xEeee… convention): they
 * would duplicate the native row and cannot be traded through the router, so search never shows them.
 */
export const SEARCH_EXCLUDED_ADDRESSES: ReadonlySet<string> = new Set([
  '0x0000000000000000000000000000000000000000',
  '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
])

/** Words typed that pick the native coin on Enter, on every chain (besides the chain's own native symbol). */
export const NATIVE_SEARCH_WORDS: readonly string[] = ['eth', 'one', 'bnb']

function words(value: string | undefined): string[] {
  return value ? value.toLowerCase().split(/\s+/).filter(Boolean) : []
}

/** A token with its search words lowercased once, so each keystroke only compares strings. */
export interface IndexedToken<T extends SearchableToken> {
  readonly token: T
  readonly symbolLower: string
  readonly symbolWords: readonly string[]
  readonly nameWords: readonly string[]
}

/** Balance in whole units (e.g. 12.5), or undefined when unknown or not connected. */
export type BalanceOf = (token: SearchableToken) => number | undefined

/**
 * Sorts and indexes the tokens once per token set or balance change; `searchTokens` then runs per keystroke
 * in one pass (its buckets keep this order).
 */
export function buildSearchIndex<T extends SearchableToken>(
  tokens: readonly T[],
  balanceOf: BalanceOf = () => undefined,
): IndexedToken<T>[] {
  // Sort keys computed once per token, not once per comparison.
  const keyed = tokens
    .filter((token) => !SEARCH_EXCLUDED_ADDRESSES.has(token.address))
    .map((token) => ({
      token,
      balance: balanceOf(token) ?? 0,
      symbolLower: token.symbol?.toLowerCase() ?? '',
    }))
  keyed.sort(
    (a, b) =>
      b.balance - a.balance ||
      (a.symbolLower < b.symbolLower ? -1 : a.symbolLower > b.symbolLower ? 1 : 0) ||
      (a.token.address < b.token.address ? -1 : a.token.address > b.token.address ? 1 : 0),
  )
  return keyed.map(({ token, symbolLower }) => ({
    token,
    symbolLower,
    symbolWords: words(token.symbol),
    nameWords: words(token.name),
  }))
}

// Plain loops: this runs for every token on every keystroke (10,000 tokens within a few milliseconds).
function matchesWord(query: string, targetWords: readonly string[]): boolean {
  for (let i = 0; i < targetWords.length; i++) {
    const word = targetWords[i]
    if (word.startsWith(query) || word.endsWith(query)) return true
  }
  return false
}

function matchesWords(queryWords: readonly string[], targetWords: readonly string[]): boolean {
  for (let i = 0; i < queryWords.length; i++) {
    if (!matchesWord(queryWords[i], targetWords)) return false
  }
  return true
}

/**
 * The spec's search: the query trimmed; an address matches exactly (checksummed); otherwise every typed word
 * must match the start or end of a word of the symbol, or of the name. Order: exact symbol, symbol prefix,
 * the rest (each bucket in index order). A query of several words keeps index order.
 */
export function searchTokens<T extends SearchableToken>(index: readonly IndexedToken<T>[], rawQuery: string): T[] {
  const query = rawQuery.trim()
  if (query.length === 0) return index.map((entry) => entry.token)
  const address = isAddress(query)
  if (address) return index.filter((entry) => entry.token.address === address).map((entry) => entry.token)

  const queryWords = words(query)
  const exact: T[] = []
  const prefix: T[] = []
  const rest: T[] = []
  const ranked = queryWords.length === 1
  const lower = query.toLowerCase()
  for (const entry of index) {
    if (!matchesWords(queryWords, entry.symbolWords) && !matchesWords(queryWords, entry.nameWords)) continue
    if (!ranked) rest.push(entry.token)
    else if (entry.symbolLower === lower) exact.push(entry.token)
    else if (entry.symbolLower.startsWith(lower)) prefix.push(entry.token)
    else rest.push(entry.token)
  }
  return exact.length === 0 && prefix.length === 0 ? rest : [...exact, ...prefix, ...rest]
}

export type EnterPick<T> = { kind: 'native' } | { kind: 'token'; token: T } | null

/**
 * Enter picks the native coin for 'eth', 'one', 'bnb' or the chain's own native symbol; otherwise the first
 * result when its symbol equals the query or it is the only result; otherwise nothing.
 */
export function pickOnEnter<T extends SearchableToken>(
  rawQuery: string,
  results: readonly T[],
  nativeSymbol: string,
): EnterPick<T> {
  const query = rawQuery.trim().toLowerCase()
  if (query.length > 0 && (NATIVE_SEARCH_WORDS.includes(query) || query === nativeSymbol.toLowerCase())) {
    return { kind: 'native' }
  }
  const first = results[0]
  if (first && (first.symbol?.toLowerCase() === query || results.length === 1)) return { kind: 'token', token: first }
  return null
}

/** Whether the native coin row matches the query (it has no address: only its symbol and name). */
export function nativeMatches(rawQuery: string, nativeSymbol: string, nativeName: string): boolean {
  const query = rawQuery.trim()
  if (query.length === 0) return true
  if (isAddress(query)) return false
  const queryWords = words(query)
  return matchesWords(queryWords, words(nativeSymbol)) || matchesWords(queryWords, words(nativeName))
}
