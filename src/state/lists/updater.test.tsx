import { configureStore } from '@reduxjs/toolkit'
import { act, cleanup, render } from '@testing-library/react'
import type { TokenList } from '@uniswap/token-lists'
import { Provider } from 'react-redux'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { LIST_REFRESH_MS, LOCAL_LIST_URL, UNISWAP_DEFAULT_LIST_URL } from '@/config/lists'
import { ActiveChainProvider } from '@/connection/ActiveChainProvider'
import { rootReducer, type RootState } from '@/state/reducer'
import { makeList, TOKEN_A, TOKEN_B, TOKEN_C } from '@/test-support/tokenLists'

import { initialListsState, type ListsState, NEW_LIST_STATE } from './slice'
import { ListsUpdater } from './updater'

const web3 = vi.hoisted(() => ({ isActive: false, chainId: 31337 as number | undefined }))
vi.mock('@/connection/web3Context', () => ({ useWeb3React: () => web3 }))

const v1 = makeList([TOKEN_C], { major: 1, minor: 0, patch: 0 })
const served: { list: TokenList } = { list: v1 }
const fetchMock = vi.fn(async (url: string) => {
  if (url !== LOCAL_LIST_URL) throw new TypeError('Failed to fetch')
  return Response.json(served.list)
})

function setup(lists?: ListsState) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: lists ? ({ lists } as Partial<RootState>) : undefined,
  })
  render(
    <Provider store={store}>
      <ActiveChainProvider>
        <ListsUpdater />
      </ActiveChainProvider>
    </Provider>,
  )
  return store
}

function loadedLocal(current: TokenList, pendingUpdate: TokenList | null = null): ListsState {
  const state = initialListsState()
  state.byUrl[LOCAL_LIST_URL] = { ...NEW_LIST_STATE, current, pendingUpdate }
  return state
}

// The fetch and validator code loads on a list's first fetch. Loaded here first, a test's wait is for the fetch, not
// for compiling that code: on a busy machine that took longer than vi.waitFor's second, and the fetch it held back
// then landed in the next test's count.
beforeAll(() => import('@/utils/lists/getTokenList'))

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(console, 'debug').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  web3.isActive = false
  web3.chainId = 31337
  served.list = v1
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  fetchMock.mockClear()
})

describe('ListsUpdater', () => {
  it("loads this chain's never-loaded lists at once, without a wallet, and not other chains' defaults", async () => {
    const store = setup()
    await vi.waitFor(() => expect(store.getState().lists.byUrl[LOCAL_LIST_URL].current).toEqual(v1))
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([LOCAL_LIST_URL])
    expect(store.getState().lists.byUrl[UNISWAP_DEFAULT_LIST_URL]).toEqual(NEW_LIST_STATE)
    expect(store.getState().lists.activeListUrls).toContain(LOCAL_LIST_URL)
  })

  it('records a failed load and does not retry it in a loop', async () => {
    web3.chainId = 1
    const store = setup()
    await vi.waitFor(() =>
      expect(store.getState().lists.byUrl[UNISWAP_DEFAULT_LIST_URL].error).toBe(
        `Failed to download list ${UNISWAP_DEFAULT_LIST_URL}: the list host did not answer (${UNISWAP_DEFAULT_LIST_URL})`,
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('fetches a list whose last refresh failed once when the app loads, without a wallet', async () => {
    const state = initialListsState()
    state.byUrl[LOCAL_LIST_URL] = { ...NEW_LIST_STATE, error: 'Failed to download list ./lists/31337.json' }
    const store = setup(state)
    await vi.waitFor(() => expect(store.getState().lists.byUrl[LOCAL_LIST_URL].current).toEqual(v1))
    expect(store.getState().lists.byUrl[LOCAL_LIST_URL].error).toBeNull()
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([LOCAL_LIST_URL])
  })

  it('retries a failed list once per load, not in a loop when it fails again', async () => {
    web3.chainId = 1
    const state = initialListsState()
    state.byUrl[UNISWAP_DEFAULT_LIST_URL] = { ...NEW_LIST_STATE, error: 'Failed to download list (earlier)' }
    const store = setup(state)
    await vi.waitFor(() =>
      expect(store.getState().lists.byUrl[UNISWAP_DEFAULT_LIST_URL].error).toMatch(/the list host did not answer/),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('refreshes loaded lists when connected, then every 10 minutes; a newer list waits as an update', async () => {
    vi.useFakeTimers()
    web3.isActive = true
    const minor = makeList([TOKEN_C, TOKEN_A], { major: 1, minor: 0, patch: 1 }) // an addition in a patch: blocked
    served.list = minor
    const store = setup(loadedLocal(v1))
    await act(() => vi.advanceTimersByTimeAsync(0))
    await vi.waitFor(() => expect(store.getState().lists.byUrl[LOCAL_LIST_URL].pendingUpdate).toEqual(minor))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS - 1000))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('does not refresh without a wallet', async () => {
    vi.useFakeTimers()
    setup(loadedLocal(v1))
    await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS * 2))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('auto-accepts a major update and announces it', () => {
    const major = makeList([TOKEN_A], { major: 2, minor: 0, patch: 0 })
    const store = setup(loadedLocal(v1, major))
    expect(store.getState().lists.byUrl[LOCAL_LIST_URL]).toMatchObject({ current: major, pendingUpdate: null })
    expect(store.getState().application.popupList).toEqual([
      {
        key: `list-update-${LOCAL_LIST_URL}`,
        show: true,
        removeAfterMs: 15_000,
        content: { listUpdate: { listUrl: LOCAL_LIST_URL, oldList: v1, newList: major, auto: true } },
      },
    ])
  })

  it('auto-accepts a minor update that only adds tokens', () => {
    const minor = makeList([TOKEN_C, TOKEN_B], { major: 1, minor: 1, patch: 0 })
    const store = setup(loadedLocal(v1, minor))
    expect(store.getState().lists.byUrl[LOCAL_LIST_URL].current).toEqual(minor)
  })

  it('logs a too-small bump, keeps it pending and asks the user once', () => {
    const blocked = makeList([TOKEN_A], { major: 1, minor: 1, patch: 0 }) // removes BUSD in a minor
    const store = setup(loadedLocal(v1, blocked))
    expect(store.getState().lists.byUrl[LOCAL_LIST_URL]).toMatchObject({ current: v1, pendingUpdate: blocked })
    expect(console.error).toHaveBeenCalledTimes(1)
    expect(store.getState().application.popupList).toEqual([
      {
        key: `list-update-${LOCAL_LIST_URL}`,
        show: true,
        removeAfterMs: null,
        content: { listUpdate: { listUrl: LOCAL_LIST_URL, oldList: v1, newList: blocked, auto: false } },
      },
    ])
    // Dismissed: later changes to the lists do not bring it back.
    act(() => {
      store.dispatch({ type: 'application/removePopup', payload: { key: `list-update-${LOCAL_LIST_URL}` } })
      store.dispatch({ type: 'lists/disableList', payload: 'https://other.org/list.json' })
    })
    expect(store.getState().application.popupList[0].show).toBe(false)
    expect(console.error).toHaveBeenCalledTimes(1)
  })
})
