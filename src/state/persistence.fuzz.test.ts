// @vitest-environment jsdom
// Property test of stored-state loading: each persisted key gets ≥ 1,000 seeded random and hostile values (wrong
// types, huge strings, '__proto__' keys, NaN, negative and fractional numbers, near-valid states with a broken part);
// loading never throws, gives a valid store, and never touches Object.prototype.
import { getAddress } from '@ethersproject/address'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { MAX_RECORDED_TRANSACTIONS_PER_CHAIN } from '@/config/transactions'
import { Token } from '@/sdk'
import { hostileSamples } from '@/test-support/hostileValues'
import { makeList } from '@/test-support/tokenLists'
import { listToTokenMap } from '@/utils/lists/tokenMap'
import { parseTvlTable } from '@/utils/staking/tvlCache'

import { createStore } from '.'
import { validateGovernanceTokenState } from './governanceToken/validate'
import { validateListsState } from './lists/validate'
import { storageKey, validatePersistedState } from './persistence'
import { type TransactionDetails } from './transactions/slice'
import { validateTransactionsState } from './transactions/validate'
import { deserializeToken } from './user/hooks'
import { initialUserState, type SerializedToken } from './user/types'
import { validateUserState } from './user/validate'

const RUNS = 1000
/** A thousand runs take a few seconds; on two shared cores, several times that. */
const TIMEOUT_MS = 60_000
const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const HASH = `0x${'ab'.repeat(32)}`
const token = (address: string): SerializedToken => ({ chainId: 31337, address, decimals: 18, symbol: 'T', name: 'T' })
const LIST_URL = 'https://example.org/list.json'

const VALID = {
  user: {
    ...initialUserState(1),
    tokens: { 31337: { [A]: token(A) } },
    pairs: { 31337: { [`${A}:${B}`]: { token0: token(A), token1: token(B) } } },
    userEthBalances: { 31337: { [A]: { balance: '5', timestamp: 1 } } },
  },
  transactions: { 31337: { [HASH]: { hash: HASH, from: A, chainId: 31337, addedTime: 1, summary: 's' } } },
  lists: {
    byUrl: { [LIST_URL]: { current: makeList(), pendingUpdate: null, loadingRequestId: null, error: null } },
    activeListUrls: [LIST_URL],
  },
  governanceToken: {
    details: { 31337: { totalSupply: '1', totalCirculatingSupply: '1', totalMarketCap: '1' } },
    userDetails: { 31337: { [A]: { aggregatedBalance: '1', timestamp: 1 } } },
  },
  tvl: { 31337: { farms: { tvlType: 'farms', tvl: 1, timestamp: 1 } } },
}

function expectToken(stored: SerializedToken, chainId: string, key: string) {
  expect(String(stored.chainId)).toBe(chainId)
  expect(Number.isInteger(stored.decimals) && stored.decimals >= 0 && stored.decimals <= 255).toBe(true)
  expect(getAddress(stored.address)).toBe(stored.address)
  expect(stored.symbol ?? '').toMatch(/^\S{0,20}$/)
  expect(stored.name ?? '').toMatch(/^[ \S]{0,60}$/)
  expect(key).toBe(stored.address)
  expect(() => deserializeToken(stored)).not.toThrow()
}

/** Validating the stored (JSON) form of a result changes nothing: the result was already valid. */
function expectStable<T>(validate: (raw: unknown) => T, state: T) {
  const stored = JSON.stringify(state)
  expect(JSON.stringify(validate(JSON.parse(stored)))).toBe(stored)
}

function expectNoPollution() {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(Object.prototype.toString).toBe(toString)
}
const { toString } = Object.prototype

describe('stored state under hostile values', { timeout: TIMEOUT_MS }, () => {
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterAll(() => vi.restoreAllMocks())

  it('user: no throw, every kept token and pair builds an SDK token, validation is stable', () => {
    for (const raw of hostileSamples(1, VALID.user, RUNS)) {
      const state = validateUserState(raw, 1)
      expect(typeof state.userExactApproval).toBe('boolean')
      for (const [chainId, tokens] of Object.entries(state.tokens))
        for (const [key, stored] of Object.entries(tokens)) expectToken(stored, chainId, key)
      for (const [chainId, pairs] of Object.entries(state.pairs))
        for (const pair of Object.values(pairs)) {
          expectToken(pair.token0, chainId, pair.token0.address)
          expectToken(pair.token1, chainId, pair.token1.address)
        }
      expectStable((value) => validateUserState(value, 1), state)
      expectNoPollution()
    }
  })

  it('lists: no throw, every kept token passes the schema rules and builds an SDK token', () => {
    for (const raw of hostileSamples(2, VALID.lists, RUNS)) {
      const state = validateListsState(raw, [], [])
      for (const [url, list] of Object.entries(state.byUrl)) {
        for (const current of [list.current, list.pendingUpdate]) {
          if (!current) continue
          for (const byAddress of Object.values(listToTokenMap(current, url)))
            for (const { token: info } of Object.values(byAddress))
              expect(() => new Token(info.chainId, info.address, info.decimals, info.symbol, info.name)).not.toThrow()
        }
      }
      expect(state.activeListUrls.every((url) => Object.hasOwn(state.byUrl, url))).toBe(true)
      expectStable((value) => validateListsState(value, [], []), state)
      expectNoPollution()
    }
  })

  it('transactions: no throw, each kept record is filed under its own hash and chain', () => {
    for (const raw of hostileSamples(3, VALID.transactions, RUNS)) {
      const state = validateTransactionsState(raw)
      for (const [chainId, transactions] of Object.entries(state)) {
        expect(Object.keys(transactions).length).toBeLessThanOrEqual(MAX_RECORDED_TRANSACTIONS_PER_CHAIN)
        for (const [hash, tx] of Object.entries(transactions as Record<string, TransactionDetails>)) {
          expect(tx.hash).toBe(hash)
          expect(String(tx.chainId)).toBe(chainId)
          // A mined record carries no calldata.
          if (tx.receipt) expect(tx.data).toBeUndefined()
        }
      }
      expectStable(validateTransactionsState, state)
      expectNoPollution()
    }
  })

  it('governance details: no throw, stable', () => {
    for (const raw of hostileSamples(4, VALID.governanceToken, RUNS)) {
      const state = validateGovernanceTokenState(raw)
      expectStable(validateGovernanceTokenState, state)
      expectNoPollution()
    }
  })

  it('staking TVL cache: no throw on any stored text, only finite non-negative figures kept', () => {
    for (const raw of hostileSamples(5, VALID.tvl, RUNS)) {
      const text = typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? String(raw))
      const table = parseTvlTable(text)
      for (const byType of Object.values(table))
        for (const entry of Object.values(byType)) expect(Number.isFinite(entry?.tvl) && entry!.tvl >= 0).toBe(true)
      expectNoPollution()
    }
  })

  it('the whole store loads from storage holding hostile JSON, or text that is not JSON, in every key', () => {
    const samples = {
      user: hostileSamples(6, VALID.user, RUNS),
      transactions: hostileSamples(7, VALID.transactions, RUNS),
      lists: hostileSamples(8, VALID.lists, RUNS),
      governanceToken: hostileSamples(9, VALID.governanceToken, RUNS),
    }
    for (let i = 0; i < RUNS; i++) {
      for (const key of ['user', 'transactions', 'lists', 'governanceToken'] as const) {
        const value = samples[key][i]
        localStorage.setItem(storageKey(key), i % 10 === 0 ? '{"broken' : (JSON.stringify(value) ?? 'undefined'))
      }
      const store = createStore()
      const state = store.getState()
      // What the store holds is already valid: validating it again changes nothing.
      const persisted = {
        user: state.user,
        transactions: state.transactions,
        lists: state.lists,
        governanceToken: state.governanceToken,
      }
      expectStable((value) => validatePersistedState(value, 1), persisted)
      expectNoPollution()
    }
    localStorage.clear()
  })
})
