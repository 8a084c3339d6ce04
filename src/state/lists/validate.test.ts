import { describe, expect, it } from 'vitest'

import { makeList, TOKEN_A } from '@/test-support/tokenLists'

import { initialListsState } from './slice'
import { NEW_LIST_STATE } from './types'
import { validateListsState } from './validate'

const A = 'https://a.org/list.json'
const USER = 'https://user.org/list.json'
const list = makeList()
const newer = makeList(undefined, { major: 2, minor: 0, patch: 0 })

describe('validateListsState', () => {
  it.each([undefined, null, 42, 'lists', [], true, { byUrl: 'x', activeListUrls: {} }])(
    'falls back to the initial state for %s',
    (raw) => expect(validateListsState(raw)).toEqual(initialListsState()),
  )

  it('keeps valid entries and forgets requests in flight', () => {
    const raw = {
      byUrl: {
        [A]: { current: list, pendingUpdate: newer, loadingRequestId: 'abc', error: null },
        [USER]: { current: null, pendingUpdate: null, loadingRequestId: null, error: 'Failed to download list x' },
      },
      activeListUrls: [A, USER],
      lastInitializedDefaultListOfLists: [A],
    }
    expect(validateListsState(raw, [A], [A])).toEqual({
      byUrl: {
        [A]: { current: list, pendingUpdate: newer, loadingRequestId: null, error: null },
        [USER]: { ...NEW_LIST_STATE, error: 'Failed to download list x' },
      },
      activeListUrls: [A, USER],
      lastInitializedDefaultListOfLists: [A],
    })
  })

  it('drops malformed lists and entries, unknown and duplicate active URLs', () => {
    const raw = {
      byUrl: {
        [A]: { current: { ...list, version: { major: '1' } }, pendingUpdate: newer },
        [USER]: { current: { ...list, tokens: [{ ...TOKEN_A, address: 'nope' }] } },
        'https://c.org': 'garbage',
        '': { current: list },
        ['x'.repeat(3000)]: { current: list },
        __proto__: { current: list },
      },
      activeListUrls: [USER, USER, 'https://unknown.org', 7, 'constructor', 'toString'],
      lastInitializedDefaultListOfLists: [A],
    }
    const state = validateListsState(JSON.parse(JSON.stringify(raw)) as unknown, [A], [A])
    expect(state).toEqual({
      byUrl: { [A]: NEW_LIST_STATE, [USER]: NEW_LIST_STATE },
      activeListUrls: [USER],
      lastInitializedDefaultListOfLists: [A],
    })
    expect(Object.getPrototypeOf(state.byUrl)).toBe(Object.prototype)
  })

  it('merges the defaults: always present, new ones switched on, old ones dropped', () => {
    const raw = {
      byUrl: { 'https://old-default.org': { current: list }, [USER]: { current: list } },
      activeListUrls: ['https://old-default.org', USER],
      lastInitializedDefaultListOfLists: ['https://old-default.org'],
    }
    expect(validateListsState(raw, [A], [A])).toEqual({
      byUrl: { [USER]: { ...NEW_LIST_STATE, current: list }, [A]: NEW_LIST_STATE },
      activeListUrls: [USER, A],
      lastInitializedDefaultListOfLists: [A],
    })
  })

  it('round-trips a real state', () => {
    const state = initialListsState()
    expect(validateListsState(JSON.parse(JSON.stringify(state)))).toEqual(state)
  })
})
