import { describe, expect, it } from 'vitest'

import { makeList } from '@/test-support/tokenLists'

import { reconcileDefaultLists } from './defaults'
import { type ListsState, NEW_LIST_STATE } from './types'

const A = 'https://a.org/list.json'
const B = 'https://b.org/list.json'
const C = 'ipfs://QmC'
const USER = 'https://user.org/list.json'
const loaded = { ...NEW_LIST_STATE, current: makeList() }

describe('reconcileDefaultLists', () => {
  it('state that never saw defaults gets them all, the default-active ones switched on', () => {
    const state: ListsState = { byUrl: { [USER]: loaded }, activeListUrls: [USER] }
    reconcileDefaultLists(state, [A, B], [A])
    expect(state).toEqual({
      byUrl: { [USER]: loaded, [A]: NEW_LIST_STATE, [B]: NEW_LIST_STATE },
      activeListUrls: [USER, A],
      lastInitializedDefaultListOfLists: [A, B],
    })
  })

  it('drops lists that stopped being defaults and adds new ones', () => {
    const state: ListsState = {
      byUrl: { [A]: loaded, [B]: loaded, [USER]: loaded },
      activeListUrls: [B, USER],
      lastInitializedDefaultListOfLists: [A, B],
    }
    reconcileDefaultLists(state, [A, C], [A, C])
    expect(state).toEqual({
      byUrl: { [A]: loaded, [USER]: loaded, [C]: NEW_LIST_STATE },
      // A was switched off by the user and stays off; C is new and default-active.
      activeListUrls: [USER, C],
      lastInitializedDefaultListOfLists: [A, C],
    })
  })

  it('puts back a default list that is missing, without switching it on again', () => {
    const state: ListsState = { byUrl: {}, activeListUrls: [], lastInitializedDefaultListOfLists: [A] }
    reconcileDefaultLists(state, [A], [A])
    expect(state).toEqual({
      byUrl: { [A]: NEW_LIST_STATE },
      activeListUrls: [],
      lastInitializedDefaultListOfLists: [A],
    })
  })
})
