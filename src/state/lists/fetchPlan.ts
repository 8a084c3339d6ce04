// Which lists the updater fetches, and when: pure decisions, tested beside.
import { DEFAULT_LISTS_BY_CHAIN } from '@/config/lists'

import type { ListState } from './types'

const DEFAULTS_OF_OTHER_CHAINS = (chainId: number): Set<string> => {
  const own = new Set<string>(DEFAULT_LISTS_BY_CHAIN[chainId as keyof typeof DEFAULT_LISTS_BY_CHAIN] ?? [])
  return new Set(
    Object.values(DEFAULT_LISTS_BY_CHAIN)
      .flat()
      .filter((url) => !own.has(url)),
  )
}

/** Lists worth fetching on this chain: its own defaults and every list the user added; not other chains' defaults. */
export function listUrlsForChain(urls: readonly string[], chainId: number): string[] {
  const skip = DEFAULTS_OF_OTHER_CHAINS(chainId)
  return urls.filter((url) => !skip.has(url))
}

/** Never loaded and not being loaded (a failed list is not retried on every change: see needsRetryOnLoad). */
export function needsFirstLoad(list: ListState): boolean {
  return !list.current && !list.loadingRequestId && !list.error
}

/**
 * Failed last time (a failure also clears the list) and not being loaded: fetched once when the app loads, so a
 * list that failed, even on the last refresh before the tab closed, does not wait for a wallet and ten minutes.
 */
export function needsRetryOnLoad(list: ListState): boolean {
  return !list.loadingRequestId && list.error !== null
}

/** Loaded or failed before, and no fetch in flight. */
export function needsRefresh(list: ListState): boolean {
  return !list.loadingRequestId && (list.current !== null || list.error !== null)
}

/** URLs of this chain's lists that satisfy `when`. */
export function fetchPlanFor(
  byUrl: Readonly<Record<string, ListState>>,
  chainId: number,
  when: (list: ListState) => boolean,
): string[] {
  return listUrlsForChain(Object.keys(byUrl), chainId).filter((url) => when(byUrl[url]))
}

/**
 * Every active list of this chain has an outcome (loaded, or failed): until then a token missing from the lists
 * may only be missing because its list is still on the way.
 */
export function areActiveListsSettled(
  byUrl: Readonly<Record<string, ListState>>,
  activeListUrls: readonly string[],
  chainId: number,
): boolean {
  return listUrlsForChain(activeListUrls, chainId).every((url) => {
    const list = byUrl[url]
    return !list || list.current !== null || list.error !== null
  })
}
