import { describe, expect, it } from 'vitest'

import { makeList, TOKEN_A, TOKEN_B } from '@/test-support/tokenLists'

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
      // The bad token goes, its list stays.
      byUrl: { [A]: NEW_LIST_STATE, [USER]: { ...NEW_LIST_STATE, current: { ...list, tokens: [] } } },
      activeListUrls: [USER],
      lastInitializedDefaultListOfLists: [A],
    })
    expect(Object.getPrototypeOf(state.byUrl)).toBe(Object.prototype)
  })

  it('drops only the tokens that break the schema rules the code relies on', () => {
    const bad = [
      { ...TOKEN_A, decimals: 256 },
      { ...TOKEN_A, decimals: -1 },
      { ...TOKEN_A, decimals: 1.5 },
      { ...TOKEN_A, decimals: '18' },
      { ...TOKEN_A, address: TOKEN_A.address.toLowerCase().replace('0x', '0X') },
      { ...TOKEN_A, symbol: 'S'.repeat(21) },
      { ...TOKEN_A, symbol: 'TWO WORDS' },
      { ...TOKEN_A, name: 'N'.repeat(61) },
      { ...TOKEN_A, name: { toString: 1 } },
      { ...TOKEN_A, chainId: 0 },
      null,
      'token',
    ]
    const raw = { byUrl: { [USER]: { current: { ...list, tokens: [...bad, TOKEN_B] } } }, activeListUrls: [USER] }
    const state = validateListsState(JSON.parse(JSON.stringify(raw)) as unknown, [], [])
    expect(state.byUrl[USER].current?.tokens).toEqual([TOKEN_B])
  })

  it('checksums a lower-case token address and keeps only string tags', () => {
    const raw = {
      byUrl: {
        [USER]: {
          current: {
            ...list,
            tags: { good: { name: 'Good', description: 'd' }, bad: { name: 1, description: 'd' } },
            tokens: [{ ...TOKEN_A, address: TOKEN_A.address.toLowerCase(), tags: ['good', 7] }],
          },
        },
      },
      activeListUrls: [USER],
    }
    const current = validateListsState(raw, [], []).byUrl[USER].current
    expect(current?.tokens).toEqual([{ ...TOKEN_A, tags: ['good'] }])
    expect(current?.tags).toEqual({ good: { name: 'Good', description: 'd' } })
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
