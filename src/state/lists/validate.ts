// Persisted lists state, checked on load: malformed entries are dropped, in-flight requests forgotten, defaults merged.
import { DEFAULT_ACTIVE_LIST_URLS, DEFAULT_LIST_OF_LISTS } from '@/config/lists'
import { isRecord } from '@/utils/storage/tokenRules'
import { warnDropped } from '@/utils/storage/warnDropped'

import { reconcileDefaultLists } from './defaults'
import type { ListsState, ListState } from './types'
import { asTokenList } from './validateList'

const MAX_URL_LENGTH = 2048

function isListUrl(url: string): boolean {
  // '__proto__' as a key would replace the object's prototype instead of adding an entry.
  return url.length > 0 && url.length <= MAX_URL_LENGTH && url !== '__proto__'
}

function asListState(value: unknown, url: string): ListState | null {
  if (!isRecord(value)) return null
  const current = asTokenList(value.current, `lists.${url}.current`)
  const pendingUpdate = asTokenList(value.pendingUpdate, `lists.${url}.pendingUpdate`)
  return {
    current,
    pendingUpdate: current ? pendingUpdate : null,
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
      const list = isListUrl(url) ? asListState(value, url) : null
      if (list) byUrl[url] = list
      else warnDropped('lists.byUrl', { [url]: value })
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
