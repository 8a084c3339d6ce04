import { describe, expect, it } from 'vitest'

import { DEFAULT_LIST_OF_LISTS, LOCAL_LIST_URL, UNISWAP_DEFAULT_LIST_URL } from '@/config/lists'
import { makeList, TOKEN_A, TOKEN_B, TOKEN_C } from '@/test-support/tokenLists'

import reducer, {
  acceptListUpdate,
  disableList,
  enableList,
  fetchTokenList,
  initializeDefaultLists,
  initialListsState,
  type ListsState,
  NEW_LIST_STATE,
  removeList,
} from './slice'

const URL = 'https://example.com/list.json'
const v1 = makeList([TOKEN_A], { major: 1, minor: 0, patch: 0 })
const v2 = makeList([TOKEN_A, TOKEN_B], { major: 1, minor: 1, patch: 0 })
const v0 = makeList([TOKEN_C], { major: 0, minor: 9, patch: 0 })

function stateWith(byUrl: ListsState['byUrl'], activeListUrls: string[] = []): ListsState {
  return { byUrl, activeListUrls, lastInitializedDefaultListOfLists: [...DEFAULT_LIST_OF_LISTS] }
}

describe('initial state', () => {
  it('knows every default list and has them all switched on', () => {
    const state = initialListsState()
    expect(Object.keys(state.byUrl).sort()).toEqual([LOCAL_LIST_URL, UNISWAP_DEFAULT_LIST_URL].sort())
    expect(state.byUrl[LOCAL_LIST_URL]).toEqual(NEW_LIST_STATE)
    expect([...state.activeListUrls].sort()).toEqual([...DEFAULT_LIST_OF_LISTS].sort())
    expect(state.lastInitializedDefaultListOfLists).toEqual(DEFAULT_LIST_OF_LISTS)
    expect(reducer(undefined, { type: 'init' })).toEqual(state)
  })
})

describe('fetchTokenList', () => {
  it('pending records the request and clears the error, creating the entry if needed', () => {
    const state = reducer(stateWith({}), fetchTokenList.pending({ url: URL, requestId: 'r1' }))
    expect(state.byUrl[URL]).toEqual({ current: null, pendingUpdate: null, loadingRequestId: 'r1', error: null })
    const failed = stateWith({ [URL]: { ...NEW_LIST_STATE, current: v1, error: 'x' } })
    expect(reducer(failed, fetchTokenList.pending({ url: URL, requestId: 'r2' })).byUrl[URL]).toEqual({
      current: v1,
      pendingUpdate: null,
      loadingRequestId: 'r2',
      error: null,
    })
  })

  it('the first load sets current, and switches on a default list only', () => {
    let state = stateWith({ [URL]: { ...NEW_LIST_STATE, loadingRequestId: 'r1' } })
    state = reducer(state, fetchTokenList.fulfilled({ url: URL, requestId: 'r1', tokenList: v1 }))
    expect(state.byUrl[URL]).toEqual({ current: v1, pendingUpdate: null, loadingRequestId: null, error: null })
    expect(state.activeListUrls).toEqual([])

    state = stateWith({ [LOCAL_LIST_URL]: { ...NEW_LIST_STATE, loadingRequestId: 'r1' } })
    state = reducer(state, fetchTokenList.fulfilled({ url: LOCAL_LIST_URL, requestId: 'r1', tokenList: v1 }))
    expect(state.activeListUrls).toEqual([LOCAL_LIST_URL])
    state = reducer(state, fetchTokenList.pending({ url: LOCAL_LIST_URL, requestId: 'r2' }))
    state = reducer(state, fetchTokenList.rejected({ url: LOCAL_LIST_URL, requestId: 'r2', errorMessage: 'e' }))
    state = reducer(state, fetchTokenList.pending({ url: LOCAL_LIST_URL, requestId: 'r3' }))
    state = reducer(state, fetchTokenList.fulfilled({ url: LOCAL_LIST_URL, requestId: 'r3', tokenList: v1 }))
    expect(state.activeListUrls).toEqual([LOCAL_LIST_URL])
  })

  it('a later load with a newer version becomes pendingUpdate; the same or an older one changes nothing', () => {
    const loaded = stateWith({ [URL]: { ...NEW_LIST_STATE, current: v1, loadingRequestId: 'r2' } })
    expect(reducer(loaded, fetchTokenList.fulfilled({ url: URL, requestId: 'r2', tokenList: v2 })).byUrl[URL]).toEqual({
      current: v1,
      pendingUpdate: v2,
      loadingRequestId: null,
      error: null,
    })
    for (const tokenList of [v1, v0, { ...v2, version: v1.version }])
      expect(reducer(loaded, fetchTokenList.fulfilled({ url: URL, requestId: 'r2', tokenList })).byUrl[URL]).toEqual({
        current: v1,
        pendingUpdate: null,
        loadingRequestId: null,
        error: null,
      })
  })

  it('rejected records the error and clears current and pendingUpdate', () => {
    const loaded = stateWith({ [URL]: { current: v1, pendingUpdate: v2, loadingRequestId: 'r2', error: null } })
    const state = reducer(
      loaded,
      fetchTokenList.rejected({ url: URL, requestId: 'r2', errorMessage: 'Duplicate tokens.' }),
    )
    expect(state.byUrl[URL]).toEqual({
      current: null,
      pendingUpdate: null,
      loadingRequestId: null,
      error: 'Duplicate tokens.',
    })
  })

  it('ignores outcomes of superseded requests and of lists removed meanwhile', () => {
    const loading = stateWith({ [URL]: { ...NEW_LIST_STATE, current: v1, loadingRequestId: 'new' } })
    expect(reducer(loading, fetchTokenList.fulfilled({ url: URL, requestId: 'old', tokenList: v2 }))).toEqual(loading)
    expect(reducer(loading, fetchTokenList.rejected({ url: URL, requestId: 'old', errorMessage: 'x' }))).toEqual(
      loading,
    )
    const empty = stateWith({})
    expect(reducer(empty, fetchTokenList.fulfilled({ url: URL, requestId: 'r', tokenList: v1 }))).toEqual(empty)
    expect(reducer(empty, fetchTokenList.rejected({ url: URL, requestId: 'r', errorMessage: 'x' }))).toEqual(empty)
  })
})

describe('list management', () => {
  it('enableList and disableList switch a list on and off, once', () => {
    let state = reducer(stateWith({}), enableList(URL))
    expect(state.byUrl[URL]).toEqual(NEW_LIST_STATE)
    expect(state.activeListUrls).toEqual([URL])
    state = reducer(state, enableList(URL))
    expect(state.activeListUrls).toEqual([URL])
    state = reducer(state, disableList(URL))
    expect(state.activeListUrls).toEqual([])
    expect(state.byUrl[URL]).toEqual(NEW_LIST_STATE)
    expect(reducer(state, disableList(URL))).toEqual(state)
  })

  it('removeList removes a list and switches it off, but never the last remaining list', () => {
    const two = stateWith({ [URL]: NEW_LIST_STATE, [LOCAL_LIST_URL]: NEW_LIST_STATE }, [URL, LOCAL_LIST_URL])
    const one = reducer(two, removeList(URL))
    expect(Object.keys(one.byUrl)).toEqual([LOCAL_LIST_URL])
    expect(one.activeListUrls).toEqual([LOCAL_LIST_URL])
    expect(reducer(one, removeList(LOCAL_LIST_URL))).toEqual(one)
    expect(reducer(one, removeList('https://unknown.org'))).toEqual(one)
  })

  it('acceptListUpdate makes the pending update current', () => {
    const pending = stateWith({ [URL]: { ...NEW_LIST_STATE, current: v1, pendingUpdate: v2 } })
    expect(reducer(pending, acceptListUpdate(URL)).byUrl[URL]).toEqual({ ...NEW_LIST_STATE, current: v2 })
  })

  it("acceptListUpdate without a pending update: 'accept list update called without pending update'", () => {
    const loaded = stateWith({ [URL]: { ...NEW_LIST_STATE, current: v1 } })
    expect(() => reducer(loaded, acceptListUpdate(URL))).toThrow('accept list update called without pending update')
    expect(() => reducer(loaded, acceptListUpdate('https://unknown.org'))).toThrow(
      'accept list update called without pending update',
    )
  })

  it('initializeDefaultLists restores missing defaults without touching an up-to-date state', () => {
    const state = initialListsState()
    expect(reducer(state, initializeDefaultLists())).toEqual(state)
    const removed = reducer(state, removeList(LOCAL_LIST_URL))
    expect(reducer(removed, initializeDefaultLists()).byUrl[LOCAL_LIST_URL]).toEqual(NEW_LIST_STATE)
  })
})
