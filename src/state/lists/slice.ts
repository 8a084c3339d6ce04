// Token lists by URL: fetch outcomes, pending updates, which lists are active, and the defaults reaction.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { getVersionUpgrade, type TokenList, VersionUpgrade } from '@uniswap/token-lists'

import { DEFAULT_ACTIVE_LIST_URLS, DEFAULT_LIST_OF_LISTS } from '@/config/lists'

import { reconcileDefaultLists } from './defaults'
import { type ListsState, newListState } from './types'

export * from './types'

export const fetchTokenList = {
  pending: createAction<{ url: string; requestId: string }>('lists/fetchTokenList/pending'),
  fulfilled: createAction<{ url: string; requestId: string; tokenList: TokenList }>('lists/fetchTokenList/fulfilled'),
  rejected: createAction<{ url: string; requestId: string; errorMessage: string }>('lists/fetchTokenList/rejected'),
}

export function initialListsState(): ListsState {
  const state: ListsState = { byUrl: {}, activeListUrls: [] }
  reconcileDefaultLists(state, DEFAULT_LIST_OF_LISTS, DEFAULT_ACTIVE_LIST_URLS)
  return state
}

/** A fetch outcome counts only for a list still known and for the latest request (or when none is in flight). */
function isCurrentRequest(state: ListsState, url: string, requestId: string): boolean {
  const list = state.byUrl[url]
  return list !== undefined && (list.loadingRequestId === null || list.loadingRequestId === requestId)
}

const listsSlice = createSlice({
  name: 'lists',
  initialState: initialListsState,
  reducers: {
    /** The last remaining list is never removed. */
    removeList(state, { payload: url }: PayloadAction<string>) {
      if (!state.byUrl[url] || Object.keys(state.byUrl).length <= 1) return
      delete state.byUrl[url]
      state.activeListUrls = state.activeListUrls.filter((active) => active !== url)
    },
    enableList(state, { payload: url }: PayloadAction<string>) {
      if (!state.byUrl[url]) state.byUrl[url] = newListState()
      if (!state.activeListUrls.includes(url)) state.activeListUrls.push(url)
    },
    disableList(state, { payload: url }: PayloadAction<string>) {
      state.activeListUrls = state.activeListUrls.filter((active) => active !== url)
    },
    acceptListUpdate(state, { payload: url }: PayloadAction<string>) {
      const list = state.byUrl[url]
      if (!list?.pendingUpdate) throw new Error('accept list update called without pending update')
      list.current = list.pendingUpdate
      list.pendingUpdate = null
    },
    /** Dispatched at start: reacts to a change of the build's default list-of-lists. */
    initializeDefaultLists(state) {
      reconcileDefaultLists(state, DEFAULT_LIST_OF_LISTS, DEFAULT_ACTIVE_LIST_URLS)
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(fetchTokenList.pending, (state, { payload: { url, requestId } }) => {
        const list = state.byUrl[url] ?? newListState()
        state.byUrl[url] = { ...list, loadingRequestId: requestId, error: null }
      })
      .addCase(fetchTokenList.fulfilled, (state, { payload: { url, requestId, tokenList } }) => {
        if (!isCurrentRequest(state, url, requestId)) return
        const list = state.byUrl[url]
        list.loadingRequestId = null
        list.error = null
        if (!list.current) {
          // First load: the list is in use at once, and a default-active list is switched on.
          list.current = tokenList
          list.pendingUpdate = null
          if (DEFAULT_ACTIVE_LIST_URLS.includes(url) && !state.activeListUrls.includes(url))
            state.activeListUrls.push(url)
          return
        }
        // A later load with a newer version waits as pendingUpdate. The same or an older version is no
        // update: a host serving an old copy must not roll the list back.
        if (getVersionUpgrade(list.current.version, tokenList.version) !== VersionUpgrade.NONE)
          list.pendingUpdate = tokenList
      })
      .addCase(fetchTokenList.rejected, (state, { payload: { url, requestId, errorMessage } }) => {
        if (!isCurrentRequest(state, url, requestId)) return
        const list = state.byUrl[url]
        list.loadingRequestId = null
        list.error = errorMessage
        list.current = null
        list.pendingUpdate = null
      }),
})

export const { removeList, enableList, disableList, acceptListUpdate, initializeDefaultLists } = listsSlice.actions
export default listsSlice.reducer
