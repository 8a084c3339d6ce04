// Persisted lists state, checked on load: malformed entries are dropped, in-flight requests forgotten, defaults merged.
import type { TokenInfo, TokenList } from '@uniswap/token-lists'

import { DEFAULT_ACTIVE_LIST_URLS, DEFAULT_LIST_OF_LISTS } from '@/config/lists'

import { reconcileDefaultLists } from './defaults'
import type { ListsState, ListState } from './types'

const MAX_URL_LENGTH = 2048

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isVersionNumber(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0
}

function isToken(value: unknown): value is TokenInfo {
  return (
    isRecord(value) &&
    Number.isInteger(value.chainId) &&
    typeof value.address === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(value.address) &&
    Number.isInteger(value.decimals) &&
    typeof value.symbol === 'string' &&
    typeof value.name === 'string'
  )
}

/**
 * A structural check only: a list came through the schema validator when it was fetched, so a stored
 * list that no longer looks like one was damaged or written by someone else, and is dropped (the
 * updater fetches it again).
 */
function asTokenList(value: unknown): TokenList | null {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.timestamp !== 'string') return null
  const version = value.version
  if (!isRecord(version) || ![version.major, version.minor, version.patch].every(isVersionNumber)) return null
  if (!Array.isArray(value.tokens) || !value.tokens.every(isToken)) return null
  return value as unknown as TokenList
}

function isListUrl(url: string): boolean {
  // '__proto__' as a key would replace the object's prototype instead of adding an entry.
  return url.length > 0 && url.length <= MAX_URL_LENGTH && url !== '__proto__'
}

function asListState(value: unknown): ListState | null {
  if (!isRecord(value)) return null
  const current = asTokenList(value.current)
  return {
    current,
    pendingUpdate: current ? asTokenList(value.pendingUpdate) : null,
    // A request from an earlier session never completes: keeping its id would block the list forever.
    loadingRequestId: null,
    error: typeof value.error === 'string' ? value.error : null,
  }
}

function asStringArray(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined
}

export function validateListsState(
  raw: unknown,
  defaults: readonly string[] = DEFAULT_LIST_OF_LISTS,
  defaultActive: readonly string[] = DEFAULT_ACTIVE_LIST_URLS,
): ListsState {
  const input = isRecord(raw) ? raw : {}
  const byUrl: ListsState['byUrl'] = {}
  if (isRecord(input.byUrl)) {
    for (const [url, value] of Object.entries(input.byUrl)) {
      const list = isListUrl(url) ? asListState(value) : null
      if (list) byUrl[url] = list
    }
  }
  const activeListUrls = [...new Set(asStringArray(input.activeListUrls) ?? [])].filter((url) =>
    Object.hasOwn(byUrl, url),
  )
  const state: ListsState = { byUrl, activeListUrls }
  const lastInitialized = asStringArray(input.lastInitializedDefaultListOfLists)
  if (lastInitialized) state.lastInitializedDefaultListOfLists = lastInitialized
  reconcileDefaultLists(state, defaults, defaultActive)
  return state
}
