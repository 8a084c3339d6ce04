// Hooks over the lists slice: all lists, the active ones, and the tokens of the active lists combined.
import { useMemo } from 'react'

import { useAppSelector } from '@/state/hooks'
import { combineTokenMaps, listToTokenMap, type TokenAddressMap } from '@/utils/lists/tokenMap'

import { areActiveListsSettled } from './fetchPlan'
import type { ListsState } from './types'

export function useAllLists(): ListsState['byUrl'] {
  return useAppSelector((state) => state.lists.byUrl)
}

/** Active lists that the state knows (a stale URL in activeListUrls is ignored). */
export function useActiveListUrls(): string[] {
  const activeListUrls = useAppSelector((state) => state.lists.activeListUrls)
  const byUrl = useAllLists()
  return useMemo(() => activeListUrls.filter((url) => Object.hasOwn(byUrl, url)), [activeListUrls, byUrl])
}

export function useIsListActive(url: string): boolean {
  return useActiveListUrls().includes(url)
}

/** Tokens of every active, loaded list, by chain id and checksummed address; earlier-activated lists win. */
export function useCombinedActiveList(): TokenAddressMap {
  const byUrl = useAllLists()
  const activeListUrls = useActiveListUrls()
  return useMemo(
    () =>
      combineTokenMaps(
        activeListUrls.flatMap((url) => {
          const current = byUrl[url]?.current
          return current ? [listToTokenMap(current, url)] : []
        }),
      ),
    [activeListUrls, byUrl],
  )
}

/** Whether every active list of the chain has loaded or failed (see areActiveListsSettled). */
export function useActiveListsSettled(chainId: number): boolean {
  const byUrl = useAllLists()
  const activeListUrls = useActiveListUrls()
  return useMemo(() => areActiveListsSettled(byUrl, activeListUrls, chainId), [byUrl, activeListUrls, chainId])
}
