import { describe, expect, it } from 'vitest'

import { ChainId } from '@/config/chains'
import { LOCAL_LIST_URL, UNISWAP_DEFAULT_LIST_URL } from '@/config/lists'
import { makeList } from '@/test-support/tokenLists'

import { areActiveListsSettled, listUrlsForChain, needsFirstLoad, needsRefresh, needsRetryOnLoad } from './fetchPlan'
import { NEW_LIST_STATE } from './types'

const USER = 'https://user.org/list.json'

describe('listUrlsForChain', () => {
  const all = [LOCAL_LIST_URL, UNISWAP_DEFAULT_LIST_URL, USER]
  it('skips the default lists of other chains, keeps user lists', () => {
    expect(listUrlsForChain(all, ChainId.LOCAL)).toEqual([LOCAL_LIST_URL, USER])
    expect(listUrlsForChain(all, ChainId.MAINNET)).toEqual([UNISWAP_DEFAULT_LIST_URL, USER])
    expect(listUrlsForChain(all, ChainId.GOERLI)).toEqual([UNISWAP_DEFAULT_LIST_URL, USER])
    expect(listUrlsForChain(all, ChainId.FINDORA)).toEqual([USER])
    expect(listUrlsForChain(all, 999)).toEqual([USER])
  })
})

describe('needsFirstLoad / needsRefresh / needsRetryOnLoad', () => {
  const list = makeList()
  it.each([
    [NEW_LIST_STATE, true, false, false],
    [{ ...NEW_LIST_STATE, loadingRequestId: 'r' }, false, false, false],
    [{ ...NEW_LIST_STATE, error: 'e' }, false, true, true],
    [{ ...NEW_LIST_STATE, error: 'e', loadingRequestId: 'r' }, false, false, false],
    [{ ...NEW_LIST_STATE, current: list }, false, true, false],
    [{ ...NEW_LIST_STATE, current: list, loadingRequestId: 'r' }, false, false, false],
  ])('%o → first load %s, refresh %s, retry on load %s', (state, first, refresh, retry) => {
    expect(needsFirstLoad(state)).toBe(first)
    expect(needsRefresh(state)).toBe(refresh)
    expect(needsRetryOnLoad(state)).toBe(retry)
  })
})

describe('areActiveListsSettled', () => {
  const list = makeList()
  const loaded = { ...NEW_LIST_STATE, current: list }
  it("waits for this chain's active lists that have no outcome yet", () => {
    expect(areActiveListsSettled({ [LOCAL_LIST_URL]: NEW_LIST_STATE }, [LOCAL_LIST_URL], ChainId.LOCAL)).toBe(false)
    const loading = { ...NEW_LIST_STATE, loadingRequestId: 'r' }
    expect(areActiveListsSettled({ [LOCAL_LIST_URL]: loading }, [LOCAL_LIST_URL], ChainId.LOCAL)).toBe(false)
  })
  it('counts loaded, failed and refreshing lists as settled', () => {
    const byUrl = {
      [LOCAL_LIST_URL]: { ...loaded, loadingRequestId: 'r' },
      [USER]: { ...NEW_LIST_STATE, error: 'Failed to download list' },
    }
    expect(areActiveListsSettled(byUrl, [LOCAL_LIST_URL, USER], ChainId.LOCAL)).toBe(true)
  })
  it("ignores inactive lists and other chains' defaults", () => {
    const byUrl = { [LOCAL_LIST_URL]: loaded, [UNISWAP_DEFAULT_LIST_URL]: NEW_LIST_STATE, [USER]: NEW_LIST_STATE }
    expect(areActiveListsSettled(byUrl, [LOCAL_LIST_URL, UNISWAP_DEFAULT_LIST_URL], ChainId.LOCAL)).toBe(true)
    expect(areActiveListsSettled(byUrl, [LOCAL_LIST_URL], ChainId.LOCAL)).toBe(true)
    expect(areActiveListsSettled(byUrl, [UNISWAP_DEFAULT_LIST_URL], ChainId.MAINNET)).toBe(false)
    expect(areActiveListsSettled({}, [], ChainId.LOCAL)).toBe(true)
  })
})
