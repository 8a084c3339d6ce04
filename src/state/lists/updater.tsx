// Keeps the lists fresh: first loads at once, failed lists again once per load, refreshes every 10 minutes while
// connected and visible, and applies the version rules to pending updates.
import { useEffect, useRef } from 'react'

import { LIST_REFRESH_MS } from '@/config/lists'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useDocumentVisible } from '@/lib/useDocumentVisible'
import { addPopup } from '@/state/application/slice'
import { useAppDispatch } from '@/state/hooks'
import { decideListUpdate } from '@/utils/lists/versionRules'

import { fetchPlanFor, needsFirstLoad, needsRefresh, needsRetryOnLoad } from './fetchPlan'
import { useActiveListUrls, useAllLists } from './hooks'
import { acceptListUpdate, initializeDefaultLists } from './slice'
import { useFetchListCallback } from './useFetchListCallback'

const popupKey = (url: string) => `list-update-${url}`

export function ListsUpdater() {
  const dispatch = useAppDispatch()
  const chainId = useActiveChainId()
  const { isActive } = useWeb3React()
  const isVisible = useDocumentVisible()
  const lists = useAllLists()
  const activeListUrls = useActiveListUrls()
  const fetchList = useFetchListCallback()

  useEffect(() => {
    dispatch(initializeDefaultLists())
  }, [dispatch])

  // Lists never loaded (new defaults, lists just added) load at once, connected or not.
  useEffect(() => {
    for (const url of fetchPlanFor(lists, chainId, needsFirstLoad))
      fetchList(url).catch((error: unknown) => console.debug('list fetching error', error))
  }, [chainId, fetchList, lists])

  // Lists that failed before are tried again once per load (and per chain), not on every store change.
  const retriedChainsRef = useRef(new Set<number>())
  useEffect(() => {
    if (retriedChainsRef.current.has(chainId)) return
    retriedChainsRef.current.add(chainId)
    for (const url of fetchPlanFor(lists, chainId, needsRetryOnLoad))
      fetchList(url).catch((error: unknown) => console.debug('list retry error', error))
  }, [chainId, fetchList, lists])

  // The interval reads the latest lists through a ref, so that list changes do not restart it.
  const listsRef = useRef(lists)
  useEffect(() => {
    listsRef.current = lists
  }, [lists])
  const lastRefreshRef = useRef(0)
  useEffect(() => {
    if (!isActive || !isVisible) return undefined
    const refresh = () => {
      lastRefreshRef.current = Date.now()
      for (const url of fetchPlanFor(listsRef.current, chainId, needsRefresh))
        fetchList(url).catch((error: unknown) => console.debug('interval list fetching error', error))
    }
    // On connecting (or coming back to the tab) refresh now unless the last refresh is recent.
    const sinceLast = Date.now() - lastRefreshRef.current
    let interval: ReturnType<typeof setInterval> | undefined
    const start = setTimeout(
      () => {
        refresh()
        interval = setInterval(refresh, LIST_REFRESH_MS)
      },
      Math.max(0, LIST_REFRESH_MS - sinceLast),
    )
    return () => {
      clearTimeout(start)
      clearInterval(interval)
    }
  }, [chainId, fetchList, isActive, isVisible])

  // Pending updates: see versionRules.ts for how the spec's rules map to accept, announce and ask.
  const askedRef = useRef(new Set<string>())
  useEffect(() => {
    for (const [url, list] of Object.entries(lists)) {
      const { current: oldList, pendingUpdate: newList } = list
      if (!oldList || !newList) continue
      const isActiveList = activeListUrls.includes(url)
      switch (decideListUpdate(oldList, newList)) {
        case 'NONE':
          break
        case 'AUTO_ACCEPT':
          // Checked against the store's state: a second run of this effect (strict mode) must not
          // accept twice, which the reducer rejects.
          dispatch((innerDispatch, getState) => {
            if (getState().lists.byUrl[url]?.pendingUpdate !== newList) return
            innerDispatch(acceptListUpdate(url))
            if (isActiveList)
              innerDispatch(
                addPopup({
                  key: popupKey(url),
                  content: { listUpdate: { listUrl: url, oldList, newList, auto: true } },
                }),
              )
          })
          break
        case 'BLOCKED': {
          const asked = `${url}@${newList.version.major}.${newList.version.minor}.${newList.version.patch}`
          if (askedRef.current.has(asked)) break
          askedRef.current.add(asked)
          console.error(
            `List at url ${url} could not automatically update because the version bump was only PATCH/MINOR while the update had breaking changes and should have been MAJOR`,
          )
          if (isActiveList)
            dispatch(
              addPopup({
                key: popupKey(url),
                content: { listUpdate: { listUrl: url, oldList, newList, auto: false } },
                removeAfterMs: null,
              }),
            )
          break
        }
      }
    }
  }, [activeListUrls, dispatch, lists])

  return null
}
