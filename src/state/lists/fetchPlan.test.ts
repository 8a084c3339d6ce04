import { describe, expect, it } from 'vitest'

import { ChainId } from '@/config/chains'
import { LOCAL_LIST_URL, UNISWAP_DEFAULT_LIST_URL } from '@/config/lists'
import { makeList } from '@/test-support/tokenLists'

import { listUrlsForChain, needsFirstLoad, needsRefresh } from './fetchPlan'
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

describe('needsFirstLoad / needsRefresh', () => {
  const list = makeList()
  it.each([
    [NEW_LIST_STATE, true, false],
    [{ ...NEW_LIST_STATE, loadingRequestId: 'r' }, false, false],
    [{ ...NEW_LIST_STATE, error: 'e' }, false, true],
    [{ ...NEW_LIST_STATE, current: list }, false, true],
    [{ ...NEW_LIST_STATE, current: list, loadingRequestId: 'r' }, false, false],
  ])('%o → first load %s, refresh %s', (state, first, refresh) => {
    expect(needsFirstLoad(state)).toBe(first)
    expect(needsRefresh(state)).toBe(refresh)
  })
})
