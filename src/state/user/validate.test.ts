// Persisted user settings: garbage of every kind falls back to defaults field by field, valid parts survive.
import { describe, expect, it } from 'vitest'

import { DEFAULT_DEADLINE_SECONDS, DEFAULT_SLIPPAGE_BIPS, initialUserState } from './types'
import { validateUserState } from './validate'

const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = (address: string, chainId = 31337) => ({ chainId, address, decimals: 18, symbol: 'T', name: 'Token' })

describe('validateUserState', () => {
  it('gives the defaults for anything that is not an object', () => {
    for (const raw of [undefined, null, 'user', 42, true, [], [1, 2], NaN]) {
      expect(validateUserState(raw, 7)).toEqual(initialUserState(7))
    }
  })

  it('keeps a valid state as it is', () => {
    const state = {
      ...initialUserState(5),
      userDarkMode: true,
      matchesDarkMode: true,
      userExpertMode: true,
      userSingleHopOnly: true,
      userExactApproval: true,
      userSlippageTolerance: 100,
      userDeadline: 600,
      URLWarningVisible: false,
      tokens: { 31337: { [A]: token(A) } },
      pairs: { 31337: { [`${A}:${B}`]: { token0: token(A), token1: token(B) } } },
      userEthBalances: { 31337: { [ACCOUNT]: { balance: '123', timestamp: 9 } } },
      rpcUrls: { 2152: 'https://node.example/rpc', 31337: 'http://127.0.0.1:8545/' },
      lastUpdateVersionTimestamp: 8,
    }
    expect(validateUserState(JSON.parse(JSON.stringify(state)), 1)).toEqual(state)
  })

  it('resets wrong types field by field and keeps the rest', () => {
    const state = validateUserState({
      userDarkMode: 'dark',
      matchesDarkMode: 1,
      userExpertMode: 'true',
      userSingleHopOnly: true,
      userExactApproval: 'yes',
      userSlippageTolerance: '50',
      userDeadline: 900,
      URLWarningVisible: null,
      timestamp: 'yesterday',
    })
    expect(state.userDarkMode).toBeNull()
    expect(state.matchesDarkMode).toBe(false)
    expect(state.userExpertMode).toBe(false)
    expect(state.userSingleHopOnly).toBe(true)
    expect(state.userExactApproval).toBe(false)
    expect(state.userSlippageTolerance).toBe(DEFAULT_SLIPPAGE_BIPS)
    expect(state.userDeadline).toBe(900)
    expect(state.URLWarningVisible).toBe(true)
    expect(typeof state.timestamp).toBe('number')
  })

  it('resets slippage that is too big, negative or fractional, and a NaN, null or huge deadline', () => {
    for (const slippage of [5000, 10001, -1, 0.5, null, NaN, {}, []]) {
      expect(validateUserState({ userSlippageTolerance: slippage }).userSlippageTolerance).toBe(DEFAULT_SLIPPAGE_BIPS)
    }
    for (const deadline of [NaN, null, 0, -1, 1e12, '1200', 12.5, []]) {
      expect(validateUserState({ userDeadline: deadline }).userDeadline).toBe(DEFAULT_DEADLINE_SECONDS)
    }
    expect(validateUserState({ userSlippageTolerance: 0 }).userSlippageTolerance).toBe(0)
  })

  it('cleans tokens: drops arrays, bad chains, bad addresses and tokens filed under another chain', () => {
    const state = validateUserState({
      tokens: {
        31337: { [A]: token(A), bad: { chainId: 31337, address: 'x', decimals: 18 }, [B]: token(B, 1) },
        1: [token(A, 1)],
        abc: { [A]: token(A) },
        '-5': { [A]: token(A, -5) },
        5: 'nope',
      },
    })
    expect(state.tokens).toEqual({ 31337: { [A]: token(A) } })
    expect(validateUserState({ tokens: [token(A)] }).tokens).toEqual({})
  })

  it('cleans pairs: both tokens valid, same chain, different, under their own chain', () => {
    const state = validateUserState({
      pairs: {
        31337: {
          good: { token0: token(B), token1: token(A) },
          crossChain: { token0: token(A), token1: token(B, 1) },
          same: { token0: token(A), token1: token(A) },
          half: { token0: token(A) },
          junk: 'x',
        },
        1: { wrongChain: { token0: token(A), token1: token(B) } },
      },
    })
    expect(state.pairs).toEqual({ 31337: { [`${A}:${B}`]: { token0: token(A), token1: token(B) } } })
  })

  it('cleans cached balances', () => {
    const state = validateUserState({
      userEthBalances: {
        31337: {
          [ACCOUNT]: { balance: '5', timestamp: 1 },
          '0xnot': { balance: '5', timestamp: 1 },
          [B]: { balance: '', timestamp: 1 },
          [A]: { balance: 5, timestamp: 1 },
        },
        2152: null,
      },
    })
    expect(state.userEthBalances).toEqual({ 31337: { [ACCOUNT]: { balance: '5', timestamp: 1 } } })
  })

  it('ignores foreign keys', () => {
    const state = validateUserState({ theme: 'dark', __proto__: { userExpertMode: true }, userExpertMode: 'x' })
    expect(state).not.toHaveProperty('theme')
    expect(state.userExpertMode).toBe(false)
  })

  it("keeps each chain's own node on its own, and drops one the settings would refuse (a page's reads must not go to it)", () => {
    const state = validateUserState({
      rpcUrls: {
        2152: 'https://node.example/',
        1: 'http://node.example/',
        5: 'javascript:alert(1)',
        not: 'https://node.example/',
        31337: 42,
      },
    })
    expect(state.rpcUrls).toEqual({ 2152: 'https://node.example/' })
    expect(validateUserState({ rpcUrls: 'https://node.example/' }).rpcUrls).toEqual({})
  })
})
