// The user reducer: every action, its guards, and updateVersion repairing non-numeric settings.
import { describe, expect, it } from 'vitest'

import reducer, {
  addSerializedPair,
  addSerializedToken,
  DEFAULT_DEADLINE_SECONDS,
  DEFAULT_SLIPPAGE_BIPS,
  initialUserState,
  removeSerializedToken,
  type SerializedToken,
  setUserNode,
  toggleURLWarning,
  updateMatchesDarkMode,
  updateUserDarkMode,
  updateUserDeadline,
  updateUserEthBalance,
  updateUserExactApproval,
  updateUserExpertMode,
  updateUserSingleHopOnly,
  updateUserSlippageTolerance,
  updateVersion,
  type UserState,
} from './slice'

const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const token = (address: string, chainId = 31337, extra: Partial<SerializedToken> = {}): SerializedToken => ({
  chainId,
  address,
  decimals: 18,
  symbol: 'TKN',
  name: 'Token',
  ...extra,
})

const fresh = (): UserState => initialUserState(1)
const bad = <T>(value: unknown) => value as T

describe('user reducer', () => {
  it('starts with the defaults', () => {
    const state = reducer(undefined, { type: '@@init' })
    expect(state.userDarkMode).toBeNull()
    expect(state.matchesDarkMode).toBe(false)
    expect(state.userExpertMode).toBe(false)
    expect(state.userSingleHopOnly).toBe(false)
    expect(state.userSlippageTolerance).toBe(50)
    expect(state.userDeadline).toBe(1200)
    expect(state.URLWarningVisible).toBe(true)
    expect(state.tokens).toEqual({})
    expect(state.pairs).toEqual({})
    expect(state.userEthBalances).toEqual({})
  })

  it('sets dark mode, back to null (follow system), and ignores non-booleans', () => {
    let state = reducer(fresh(), updateUserDarkMode({ userDarkMode: true }))
    expect(state.userDarkMode).toBe(true)
    expect(state.timestamp).toBeGreaterThan(1)
    state = reducer(state, updateUserDarkMode({ userDarkMode: null }))
    expect(state.userDarkMode).toBeNull()
    state = reducer(state, updateUserDarkMode({ userDarkMode: bad('yes') }))
    expect(state.userDarkMode).toBeNull()
    state = reducer(state, updateMatchesDarkMode({ matchesDarkMode: true }))
    expect(state.matchesDarkMode).toBe(true)
    state = reducer(state, updateMatchesDarkMode({ matchesDarkMode: bad(1) }))
    expect(state.matchesDarkMode).toBe(true)
  })

  it('sets expert mode and single-hop only', () => {
    let state = reducer(fresh(), updateUserExpertMode({ userExpertMode: true }))
    state = reducer(state, updateUserSingleHopOnly({ userSingleHopOnly: true }))
    expect(state.userExpertMode).toBe(true)
    expect(state.userSingleHopOnly).toBe(true)
    state = reducer(state, updateUserExpertMode({ userExpertMode: bad('false') }))
    state = reducer(state, updateUserSingleHopOnly({ userSingleHopOnly: bad(0) }))
    expect(state.userExpertMode).toBe(true)
    expect(state.userSingleHopOnly).toBe(true)
  })

  it('sets exact approvals (off by default: unlimited) and ignores a non-boolean', () => {
    expect(fresh().userExactApproval).toBe(false)
    let state = reducer(fresh(), updateUserExactApproval({ userExactApproval: true }))
    expect(state.userExactApproval).toBe(true)
    for (const ko of [bad<boolean>('false'), bad<boolean>(0), bad<boolean>(null), bad<boolean>(undefined)]) {
      state = reducer(state, updateUserExactApproval({ userExactApproval: ko }))
      expect(state.userExactApproval).toBe(true)
    }
    expect(reducer(state, updateUserExactApproval({ userExactApproval: false })).userExactApproval).toBe(false)
  })

  it('accepts slippage as whole basis points in [0, 5000)', () => {
    for (const ok of [0, 10, 50, 100, 4999]) {
      expect(reducer(fresh(), updateUserSlippageTolerance({ userSlippageTolerance: ok })).userSlippageTolerance).toBe(
        ok,
      )
    }
    for (const ko of [-1, 5000, 10000, 1.5, NaN, Infinity, bad<number>('50'), bad<number>(null)]) {
      expect(reducer(fresh(), updateUserSlippageTolerance({ userSlippageTolerance: ko })).userSlippageTolerance).toBe(
        DEFAULT_SLIPPAGE_BIPS,
      )
    }
  })

  it('accepts a deadline as positive whole seconds', () => {
    expect(reducer(fresh(), updateUserDeadline({ userDeadline: 600 })).userDeadline).toBe(600)
    for (const ko of [0, -60, 1.5, NaN, Infinity, 10 ** 12, bad<number>('600')]) {
      expect(reducer(fresh(), updateUserDeadline({ userDeadline: ko })).userDeadline).toBe(DEFAULT_DEADLINE_SECONDS)
    }
  })

  it('adds tokens by checksummed address per chain and removes them', () => {
    let state = reducer(fresh(), addSerializedToken({ serializedToken: token(A.toLowerCase()) }))
    expect(state.tokens[31337][A]).toEqual(token(A))
    state = reducer(state, addSerializedToken({ serializedToken: token(B, 1) }))
    expect(Object.keys(state.tokens)).toEqual(['1', '31337'])
    state = reducer(state, removeSerializedToken({ chainId: 31337, address: A.toLowerCase() }))
    expect(state.tokens[31337]).toEqual({})
    // Removing from an unknown chain is a no-op.
    expect(reducer(state, removeSerializedToken({ chainId: 5, address: A }))).toEqual(state)
  })

  it('refuses invalid tokens', () => {
    const invalid = [
      token('0x123'),
      token(A, 0),
      token(A, 31337, { decimals: -1 }),
      token(A, 31337, { decimals: 256 }),
      token(A, 31337, { decimals: 1.5 }),
      // Mixed case with a wrong checksum.
      token('0x5fbDB2315678afecb367f032d93F642f64180aa3'),
      bad<SerializedToken>(null),
    ]
    for (const serializedToken of invalid) {
      expect(reducer(fresh(), addSerializedToken({ serializedToken })).tokens).toEqual({})
    }
  })

  it('stores a pair only if both tokens share a chain and differ, in one key for both orders', () => {
    let state = reducer(fresh(), addSerializedPair({ serializedPair: { token0: token(B), token1: token(A) } }))
    const key = `${A}:${B}`
    expect(Object.keys(state.pairs[31337])).toEqual([key])
    expect(state.pairs[31337][key].token0.address).toBe(A)
    state = reducer(state, addSerializedPair({ serializedPair: { token0: token(A), token1: token(B) } }))
    expect(Object.keys(state.pairs[31337])).toEqual([key])

    expect(
      reducer(fresh(), addSerializedPair({ serializedPair: { token0: token(A), token1: token(B, 1) } })).pairs,
    ).toEqual({})
    expect(
      reducer(fresh(), addSerializedPair({ serializedPair: { token0: token(A), token1: token(A.toLowerCase()) } }))
        .pairs,
    ).toEqual({})
  })

  it('toggles the URL warning', () => {
    const state = reducer(fresh(), toggleURLWarning())
    expect(state.URLWarningVisible).toBe(false)
    expect(reducer(state, toggleURLWarning()).URLWarningVisible).toBe(true)
  })

  it('caches a native balance only with chain, account and a non-empty balance', () => {
    const state = reducer(fresh(), updateUserEthBalance({ chainId: 31337, account: ACCOUNT, balance: '1000' }))
    expect(state.userEthBalances[31337][ACCOUNT].balance).toBe('1000')
    expect(state.userEthBalances[31337][ACCOUNT].timestamp).toBeGreaterThan(0)
    const rejected = [
      { chainId: 0, account: ACCOUNT, balance: '1' },
      { chainId: bad<number>(undefined), account: ACCOUNT, balance: '1' },
      { chainId: 31337, account: '', balance: '1' },
      { chainId: 31337, account: 'nope', balance: '1' },
      { chainId: 31337, account: ACCOUNT, balance: '' },
      { chainId: 31337, account: ACCOUNT, balance: '-1' },
      { chainId: 31337, account: ACCOUNT, balance: bad<string>(undefined) },
    ]
    for (const payload of rejected) expect(reducer(fresh(), updateUserEthBalance(payload)).userEthBalances).toEqual({})
  })

  it('updateVersion resets a non-numeric slippage or deadline and keeps numeric ones', () => {
    const broken = { ...fresh(), userSlippageTolerance: bad<number>('abc'), userDeadline: bad<number>(undefined) }
    const repaired = reducer(broken, updateVersion())
    expect(repaired.userSlippageTolerance).toBe(DEFAULT_SLIPPAGE_BIPS)
    expect(repaired.userDeadline).toBe(DEFAULT_DEADLINE_SECONDS)
    expect(repaired.lastUpdateVersionTimestamp).toBeGreaterThan(0)

    const nan = reducer({ ...fresh(), userSlippageTolerance: NaN, userDeadline: NaN }, updateVersion())
    expect(nan.userSlippageTolerance).toBe(DEFAULT_SLIPPAGE_BIPS)
    expect(nan.userDeadline).toBe(DEFAULT_DEADLINE_SECONDS)

    const kept = reducer({ ...fresh(), userSlippageTolerance: 100, userDeadline: 600 }, updateVersion())
    expect(kept.userSlippageTolerance).toBe(100)
    expect(kept.userDeadline).toBe(600)
  })

  it("stores the user's node per chain in the form the settings take, and forgets it", () => {
    let state = reducer(fresh(), setUserNode({ chainId: 2152, url: 'https://node.example/' }))
    state = reducer(state, setUserNode({ chainId: 31337, url: 'http://127.0.0.1:8545/' }))
    expect(state.rpcUrls).toEqual({ 2152: 'https://node.example/', 31337: 'http://127.0.0.1:8545/' })
    state = reducer(state, setUserNode({ chainId: 2152, url: null }))
    expect(state.rpcUrls).toEqual({ 31337: 'http://127.0.0.1:8545/' })
  })

  it("refuses a node the settings would refuse (another tab's message is a payload like any)", () => {
    const state = fresh()
    for (const url of ['http://node.example/', 'javascript:alert(1)', 'https://node.example', bad<string>(7)])
      expect(reducer(state, setUserNode({ chainId: 2152, url })).rpcUrls, String(url)).toEqual({})
    expect(reducer(state, setUserNode({ chainId: -1, url: 'https://node.example/' })).rpcUrls).toEqual({})
  })
})
