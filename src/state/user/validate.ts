// Validates persisted user settings on load: every field falls back to its default on its own, valid entries are kept.
import {
  isRecord,
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
  type CachedEthBalance,
  initialUserState,
  type SerializedPair,
  type SerializedToken,
  type UserState,
} from './types'

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/** Chain-keyed maps: keys must be positive integers (object keys arrive as strings). */
function eachChain(raw: unknown, visit: (chainId: number, entries: Record<string, unknown>) => void) {
  if (!isRecord(raw)) return
  for (const [key, entries] of Object.entries(raw)) {
    const chainId = Number(key)
    if (String(chainId) === key && isValidChainId(chainId) && isRecord(entries)) visit(chainId, entries)
  }
}

function validateTokens(raw: unknown): UserState['tokens'] {
  const result: UserState['tokens'] = {}
  eachChain(raw, (chainId, entries) => {
    const tokens: Record<string, SerializedToken> = {}
    for (const value of Object.values(entries)) {
      const token = sanitizeToken(value)
      // A token filed under another chain is foreign or tampered with: drop it.
      if (token && token.chainId === chainId) tokens[token.address] = token
    }
    if (Object.keys(tokens).length > 0) result[chainId] = tokens
  })
  return result
}

function validatePairs(raw: unknown): UserState['pairs'] {
  const result: UserState['pairs'] = {}
  eachChain(raw, (chainId, entries) => {
    const pairs: Record<string, SerializedPair> = {}
    for (const value of Object.values(entries)) {
      const pair = sanitizePair(value)
      if (pair && pair.token0.chainId === chainId) pairs[pairKey(pair.token0.address, pair.token1.address)] = pair
    }
    if (Object.keys(pairs).length > 0) result[chainId] = pairs
  })
  return result
}

function validateBalances(raw: unknown): UserState['userEthBalances'] {
  const result: UserState['userEthBalances'] = {}
  eachChain(raw, (chainId, entries) => {
    const balances: Record<string, CachedEthBalance> = {}
    for (const [key, value] of Object.entries(entries)) {
      const account = toChecksumAddress(key)
      if (account && isRecord(value) && isValidBalance(value.balance) && isTime(value.timestamp))
        balances[account] = { balance: value.balance, timestamp: value.timestamp }
    }
    if (Object.keys(balances).length > 0) result[chainId] = balances
  })
  return result
}

/**
 * Anything (corrupt JSON already parsed, another app's data, an older shape) in, a valid UserState out.
 * Slippage and deadline that are numeric but out of range are reset here; non-numeric ones too, which is
 * also what `updateVersion` does for state that reaches the store another way.
 */
export function validateUserState(raw: unknown, now = Date.now()): UserState {
  const state = initialUserState(now)
  if (!isRecord(raw)) return state

  if (raw.userDarkMode === null || typeof raw.userDarkMode === 'boolean') state.userDarkMode = raw.userDarkMode
  if (typeof raw.matchesDarkMode === 'boolean') state.matchesDarkMode = raw.matchesDarkMode
  if (typeof raw.userExpertMode === 'boolean') state.userExpertMode = raw.userExpertMode
  if (typeof raw.userSingleHopOnly === 'boolean') state.userSingleHopOnly = raw.userSingleHopOnly
  if (isValidSlippage(raw.userSlippageTolerance)) state.userSlippageTolerance = raw.userSlippageTolerance
  if (isValidDeadline(raw.userDeadline)) state.userDeadline = raw.userDeadline
  if (typeof raw.URLWarningVisible === 'boolean') state.URLWarningVisible = raw.URLWarningVisible
  if (isTime(raw.timestamp)) state.timestamp = raw.timestamp
  if (isTime(raw.lastUpdateVersionTimestamp)) state.lastUpdateVersionTimestamp = raw.lastUpdateVersionTimestamp
  state.tokens = validateTokens(raw.tokens)
  state.pairs = validatePairs(raw.pairs)
  state.userEthBalances = validateBalances(raw.userEthBalances)
  return state
}
