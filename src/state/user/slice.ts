// The user's settings: theme, expert and single-hop modes, slippage, deadline, added tokens and pairs, cached balances.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

import { isUserNodeUrl } from '@/connection/rpc/userNode'
import { isValidChainId } from '@/utils/storage/tokenRules'

import {
  balanceEntry,
  isValidDeadline,
  isValidSlippage,
  pairEntry,
  putEntry,
  toChecksumAddress,
  tokenEntry,
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

type Setting =
  | 'matchesDarkMode'
  | 'userExpertMode'
  | 'userSingleHopOnly'
  | 'userExactApproval'
  | 'userSlippageTolerance'
  | 'userDeadline'

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'

/** The reducer of one setting: a payload `isValid` refuses is ignored, so no action can store a bad value. */
function setSetting<K extends Setting>(key: K, isValid: (value: unknown) => value is UserState[K]) {
  return (state: UserState, { payload }: PayloadAction<Record<K, UserState[K]>>) => {
    if (!isValid(payload[key])) return
    state[key] = payload[key]
    state.timestamp = Date.now()
  }
}

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
    updateMatchesDarkMode: setSetting('matchesDarkMode', isBoolean),
    updateUserExpertMode: setSetting('userExpertMode', isBoolean),
    updateUserSingleHopOnly: setSetting('userSingleHopOnly', isBoolean),
    updateUserExactApproval: setSetting('userExactApproval', isBoolean),
    /** Ignored unless a whole number of basis points in [0, 5000). */
    updateUserSlippageTolerance: setSetting('userSlippageTolerance', isValidSlippage),
    /** Ignored unless a positive whole number of seconds (at most a year). */
    updateUserDeadline: setSetting('userDeadline', isValidDeadline),
    addSerializedToken(state, { payload }: PayloadAction<{ serializedToken: SerializedToken }>) {
      const entry = tokenEntry(payload.serializedToken)
      if (!entry) return
      putEntry(state.tokens, entry)
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
      const entry = pairEntry(payload.serializedPair)
      if (!entry) return
      putEntry(state.pairs, entry)
      state.timestamp = Date.now()
    },
    /**
     * The user's own node for a chain, or back to the built-in ones (null). Checked before (settings ask the node
     * for its chain); here only its shape, so that no action from another tab can store what the settings refuse.
     */
    setUserNode(state, { payload }: PayloadAction<{ chainId: number; url: string | null }>) {
      if (!isValidChainId(payload.chainId)) return
      if (payload.url === null) delete state.rpcUrls[payload.chainId]
      else if (isUserNodeUrl(payload.url)) state.rpcUrls[payload.chainId] = payload.url
      else return
      state.timestamp = Date.now()
    },
    toggleURLWarning(state) {
      state.URLWarningVisible = !state.URLWarningVisible
    },
    /** Stored only with a chain, an account and a non-empty balance. */
    updateUserEthBalance(state, { payload }: PayloadAction<{ chainId: number; account: string; balance: string }>) {
      const entry = balanceEntry(payload.chainId, payload.account, { balance: payload.balance, timestamp: Date.now() })
      if (entry) putEntry(state.userEthBalances, entry)
    },
  },
})

export const {
  updateVersion,
  updateUserDarkMode,
  updateMatchesDarkMode,
  updateUserExpertMode,
  updateUserSingleHopOnly,
  updateUserExactApproval,
  updateUserSlippageTolerance,
  updateUserDeadline,
  addSerializedToken,
  removeSerializedToken,
  addSerializedPair,
  setUserNode,
  toggleURLWarning,
  updateUserEthBalance,
} = userSlice.actions

export type { UserState }
export default userSlice.reducer
