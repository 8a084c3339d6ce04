// The user's settings: theme, expert and single-hop modes, slippage, deadline, added tokens and pairs, cached balances.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

import {
  isValidBalance,
  isValidChainId,
  isValidDeadline,
  isValidSlippage,
  pairKey,
  sanitizePair,
  sanitizeToken,
  toChecksumAddress,
} from './guards'
import {
  DEFAULT_DEADLINE_SECONDS,
  DEFAULT_SLIPPAGE_BIPS,
  initialUserState,
  type SerializedPair,
  type SerializedToken,
  type UserState,
} from './types'

export * from './types'

const userSlice = createSlice({
  name: 'user',
  initialState: () => initialUserState(),
  reducers: {
    /** Runs once per start: repairs settings an older build or a hand edit left non-numeric. */
    updateVersion(state) {
      if (typeof state.userSlippageTolerance !== 'number' || !Number.isFinite(state.userSlippageTolerance))
        state.userSlippageTolerance = DEFAULT_SLIPPAGE_BIPS
      if (typeof state.userDeadline !== 'number' || !Number.isFinite(state.userDeadline))
        state.userDeadline = DEFAULT_DEADLINE_SECONDS
      state.lastUpdateVersionTimestamp = Date.now()
    },
    updateUserDarkMode(state, { payload }: PayloadAction<{ userDarkMode: boolean | null }>) {
      if (payload.userDarkMode !== null && typeof payload.userDarkMode !== 'boolean') return
      state.userDarkMode = payload.userDarkMode
      state.timestamp = Date.now()
    },
    updateMatchesDarkMode(state, { payload }: PayloadAction<{ matchesDarkMode: boolean }>) {
      if (typeof payload.matchesDarkMode !== 'boolean') return
      state.matchesDarkMode = payload.matchesDarkMode
      state.timestamp = Date.now()
    },
    updateUserExpertMode(state, { payload }: PayloadAction<{ userExpertMode: boolean }>) {
      if (typeof payload.userExpertMode !== 'boolean') return
      state.userExpertMode = payload.userExpertMode
      state.timestamp = Date.now()
    },
    updateUserSingleHopOnly(state, { payload }: PayloadAction<{ userSingleHopOnly: boolean }>) {
      if (typeof payload.userSingleHopOnly !== 'boolean') return
      state.userSingleHopOnly = payload.userSingleHopOnly
      state.timestamp = Date.now()
    },
    /** Ignored unless a whole number of basis points in [0, 5000). */
    updateUserSlippageTolerance(state, { payload }: PayloadAction<{ userSlippageTolerance: number }>) {
      if (!isValidSlippage(payload.userSlippageTolerance)) return
      state.userSlippageTolerance = payload.userSlippageTolerance
      state.timestamp = Date.now()
    },
    /** Ignored unless a positive whole number of seconds (at most a year). */
    updateUserDeadline(state, { payload }: PayloadAction<{ userDeadline: number }>) {
      if (!isValidDeadline(payload.userDeadline)) return
      state.userDeadline = payload.userDeadline
      state.timestamp = Date.now()
    },
    addSerializedToken(state, { payload }: PayloadAction<{ serializedToken: SerializedToken }>) {
      const token = sanitizeToken(payload.serializedToken)
      if (!token) return
      state.tokens[token.chainId] ??= {}
      state.tokens[token.chainId][token.address] = token
      state.timestamp = Date.now()
    },
    removeSerializedToken(state, { payload }: PayloadAction<{ chainId: number; address: string }>) {
      const address = toChecksumAddress(payload.address)
      const tokens = state.tokens[payload.chainId]
      if (!address || !tokens) return
      delete tokens[address]
      state.timestamp = Date.now()
    },
    /** Stored only if both tokens are valid, share a chain and differ. */
    addSerializedPair(state, { payload }: PayloadAction<{ serializedPair: SerializedPair }>) {
      const pair = sanitizePair(payload.serializedPair)
      if (!pair) return
      const chainId = pair.token0.chainId
      state.pairs[chainId] ??= {}
      state.pairs[chainId][pairKey(pair.token0.address, pair.token1.address)] = pair
      state.timestamp = Date.now()
    },
    toggleURLWarning(state) {
      state.URLWarningVisible = !state.URLWarningVisible
    },
    /** Stored only with a chain, an account and a non-empty balance. */
    updateUserEthBalance(state, { payload }: PayloadAction<{ chainId: number; account: string; balance: string }>) {
      const account = toChecksumAddress(payload.account)
      if (!isValidChainId(payload.chainId) || !account || !isValidBalance(payload.balance)) return
      state.userEthBalances[payload.chainId] ??= {}
      state.userEthBalances[payload.chainId][account] = { balance: payload.balance, timestamp: Date.now() }
    },
  },
})

export const {
  updateVersion,
  updateUserDarkMode,
  updateMatchesDarkMode,
  updateUserExpertMode,
  updateUserSingleHopOnly,
  updateUserSlippageTolerance,
  updateUserDeadline,
  addSerializedToken,
  removeSerializedToken,
  addSerializedPair,
  toggleURLWarning,
  updateUserEthBalance,
} = userSlice.actions

export type { UserState }
export default userSlice.reducer
