// Shapes and defaults of the persisted user settings (dark mode, expert mode, slippage, deadline, tokens, pairs, balances).

export interface SerializedToken {
  chainId: number
  address: string
  decimals: number
  symbol?: string
  name?: string
}

export interface SerializedPair {
  token0: SerializedToken
  token1: SerializedToken
}

export interface CachedEthBalance {
  /** Raw units (wei) as a decimal string. */
  balance: string
  timestamp: number
}

export interface UserState {
  /** The user's explicit choice; null follows the system (`matchesDarkMode`). */
  userDarkMode: boolean | null
  /** Whether the system currently prefers a dark colour scheme. */
  matchesDarkMode: boolean
  userExpertMode: boolean
  userSingleHopOnly: boolean
  /** Approve the amount a transaction needs instead of an unlimited allowance (the spec's default: unlimited). */
  userExactApproval: boolean
  /** Basis points (50 = 0.5%). */
  userSlippageTolerance: number
  /** Seconds from submission after which a transaction reverts. */
  userDeadline: number
  tokens: { [chainId: number]: { [address: string]: SerializedToken } }
  pairs: { [chainId: number]: { [pairKey: string]: SerializedPair } }
  /** When any setting last changed (ms). */
  timestamp: number
  URLWarningVisible: boolean
  userEthBalances: { [chainId: number]: { [account: string]: CachedEthBalance } }
  /** The user's own node per chain (connection/rpc/userNode), asked before the built-in ones. */
  rpcUrls: { [chainId: number]: string }
  /** When the app last started with this stored state (ms); absent before the first start. */
  lastUpdateVersionTimestamp?: number
}

/** 0.5% */
export const DEFAULT_SLIPPAGE_BIPS = 50
/** 20 minutes. */
export const DEFAULT_DEADLINE_SECONDS = 20 * 60
/** Settings accept slippage below 50% (the spec: percent × 100 must be below 5000). */
export const MAX_SLIPPAGE_BIPS_EXCLUSIVE = 5000
/** Generous upper bound for the deadline (one year) so absurd stored values fall back to the default. */
export const MAX_DEADLINE_SECONDS = 365 * 24 * 60 * 60

export function initialUserState(now = Date.now()): UserState {
  return {
    userDarkMode: null,
    matchesDarkMode: false,
    userExpertMode: false,
    userSingleHopOnly: false,
    userExactApproval: false,
    userSlippageTolerance: DEFAULT_SLIPPAGE_BIPS,
    userDeadline: DEFAULT_DEADLINE_SECONDS,
    tokens: {},
    pairs: {},
    timestamp: now,
    URLWarningVisible: true,
    userEthBalances: {},
    rpcUrls: {},
  }
}
