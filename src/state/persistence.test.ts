// @vitest-environment jsdom
// Persisted state: garbage of every kind in storage gives a valid state and the app's defaults where needed.
import { beforeEach, describe, expect, it } from 'vitest'

import { validateListsState } from './lists/validate'
import { loadPersistedState, PERSIST_VERSION, storageKey, validatePersistedState, VERSION_KEY } from './persistence'
import { DEFAULT_DEADLINE_SECONDS, DEFAULT_SLIPPAGE_BIPS } from './user/types'

const HASH = `0x${'ab'.repeat(32)}`
const FROM = `0x${'11'.repeat(20)}`
const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function expectDefaults(state: ReturnType<typeof validatePersistedState>) {
  expect(state.user.userSlippageTolerance).toBe(DEFAULT_SLIPPAGE_BIPS)
  expect(state.user.userDeadline).toBe(DEFAULT_DEADLINE_SECONDS)
  expect(state.user.userDarkMode).toBeNull()
  expect(state.user.tokens).toEqual({})
  expect(state.transactions).toEqual({})
  expect(state.lists).toEqual(validateListsState(undefined))
}

describe('validatePersistedState', () => {
  it('gives defaults for non-objects', () => {
    for (const raw of [undefined, null, 'garbage', 42, NaN, true, [], [{ user: {} }]]) {
      expectDefaults(validatePersistedState(raw))
    }
  })

  it('gives defaults for slices of the wrong type', () => {
    for (const bad of ['x', 7, null, [], [1], true]) {
      expectDefaults(validatePersistedState({ user: bad, transactions: bad, lists: bad }))
    }
  })

  it('ignores foreign keys at every level', () => {
    const state = validatePersistedState({
      otherApp: { token: 'secret' },
      user: { someoneElses: 1, userExpertMode: true },
      transactions: { notAChain: { x: 1 } },
    })
    expect(state).not.toHaveProperty('otherApp')
    expect(state.user).not.toHaveProperty('someoneElses')
    expect(state.user.userExpertMode).toBe(true)
    expect(state.transactions).toEqual({})
  })

  it('resets too-big or negative slippage and a NaN deadline, keeping other valid settings', () => {
    for (const userSlippageTolerance of [10_000, 5000, -50, 12.5, '50', NaN]) {
      const state = validatePersistedState({
        user: { userSlippageTolerance, userDeadline: NaN, userSingleHopOnly: true },
      })
      expect(state.user.userSlippageTolerance).toBe(DEFAULT_SLIPPAGE_BIPS)
      expect(state.user.userDeadline).toBe(DEFAULT_DEADLINE_SECONDS)
      expect(state.user.userSingleHopOnly).toBe(true)
    }
  })

  it('keeps valid nested data next to wrong nested types', () => {
    const state = validatePersistedState({
      user: {
        userDeadline: 300,
        tokens: { 31337: { [A]: { chainId: 31337, address: A, decimals: 18, symbol: 'T' }, x: 'y' }, 1: [] },
        pairs: 'nope',
        userEthBalances: { 31337: [] },
      },
      transactions: { 31337: { [HASH]: { hash: HASH, from: FROM, addedTime: 1 }, bad: { hash: 1 } }, 1: 'x' },
    })
    expect(state.user.userDeadline).toBe(300)
    expect(Object.keys(state.user.tokens[31337])).toEqual([A])
    expect(state.user.pairs).toEqual({})
    expect(state.user.userEthBalances).toEqual({})
    expect(Object.keys(state.transactions[31337])).toEqual([HASH])
  })

  it('accepts data without a version (older builds) and from a newer version', () => {
    const raw = { user: { userExpertMode: true } }
    expect(validatePersistedState(raw, undefined).user.userExpertMode).toBe(true)
    expect(validatePersistedState(raw, 'v2').user.userExpertMode).toBe(true)
    expect(validatePersistedState(raw, PERSIST_VERSION + 5).user.userExpertMode).toBe(true)
  })
})

describe('loadPersistedState', () => {
  beforeEach(() => localStorage.clear())

  it('starts with defaults from unparseable JSON and re-saves clean, versioned data', () => {
    localStorage.setItem(storageKey('user'), '{not json')
    localStorage.setItem(storageKey('transactions'), '[1,2')
    localStorage.setItem(storageKey('lists'), 'undefined')
    localStorage.setItem(VERSION_KEY, '}{')
    localStorage.setItem('random_key', '%%%')
    const state = loadPersistedState()
    expect(state.user?.userSlippageTolerance).toBe(DEFAULT_SLIPPAGE_BIPS)
    expect(state.transactions).toEqual({})
    expect(JSON.parse(localStorage.getItem(storageKey('user')) ?? 'null')).toEqual(state.user)
    expect(JSON.parse(localStorage.getItem(storageKey('transactions')) ?? 'null')).toEqual({})
    expect(JSON.parse(localStorage.getItem(storageKey('lists')) ?? 'null')).toEqual(validateListsState(undefined))
    expect(JSON.parse(localStorage.getItem(VERSION_KEY) ?? 'null')).toBe(PERSIST_VERSION)
    // Keys that are not ours are left alone.
    expect(localStorage.getItem('random_key')).toBe('%%%')
  })

  it('keeps what is valid in stored data of the wrong shape', () => {
    localStorage.setItem(storageKey('user'), JSON.stringify({ userDeadline: 600, userSlippageTolerance: 'x' }))
    localStorage.setItem(storageKey('transactions'), JSON.stringify('a string'))
    const state = loadPersistedState()
    expect(state.user?.userDeadline).toBe(600)
    expect(state.user?.userSlippageTolerance).toBe(DEFAULT_SLIPPAGE_BIPS)
    expect(state.transactions).toEqual({})
  })

  it('survives storage that throws', () => {
    const original = Storage.prototype.getItem
    Storage.prototype.getItem = () => {
      throw new Error('SecurityError')
    }
    try {
      expectDefaults(loadPersistedState() as ReturnType<typeof validatePersistedState>)
    } finally {
      Storage.prototype.getItem = original
    }
  })
})
