// Validates persisted user settings on load: every field falls back to its default on its own, valid entries are
// kept, and each dropped entry is named in a console warning.
import { isUserNodeUrl } from '@/connection/rpc/userNode'
import { chainIdOfKey, isRecord } from '@/utils/storage/tokenRules'
import { warnDropped } from '@/utils/storage/warnDropped'

import {
  balanceEntry,
  type ChainEntry,
  isValidDeadline,
  isValidSlippage,
  pairEntry,
  putEntry,
  tokenEntry,
} from './guards'
import { initialUserState, type UserState } from './types'

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

type ChainMap<T> = { [chainId: number]: { [key: string]: T } }

/**
 * Rebuilds a chain-keyed map entry by entry: `entryOf` cleans one stored value (given its chain and key), and an
 * entry filed under another chain than its own is foreign or tampered with, so it is dropped too.
 */
function validateChainMap<T>(
  field: string,
  raw: unknown,
  entryOf: (value: unknown, chainId: number, key: string) => ChainEntry<T> | undefined,
): ChainMap<T> {
  const result: ChainMap<T> = {}
  if (raw === undefined) return result
  if (!isRecord(raw)) {
    warnDropped(`user.${field}`, raw)
    return result
  }
  for (const [key, entries] of Object.entries(raw)) {
    const chainId = chainIdOfKey(key)
    if (chainId === undefined || !isRecord(entries)) {
      warnDropped(`user.${field}`, { [key]: entries })
      continue
    }
    for (const [entryKey, value] of Object.entries(entries)) {
      const entry = entryOf(value, chainId, entryKey)
      if (entry && entry[0] === chainId) putEntry(result, entry)
      else warnDropped(`user.${field}.${chainId}`, value)
    }
  }
  return result
}

/** Copies `raw[key]` when `isValid` takes it; a present but invalid value is warned about and left at its default. */
function copyField<K extends keyof UserState>(
  state: UserState,
  raw: Record<string, unknown>,
  key: K,
  isValid: (value: unknown) => boolean,
) {
  if (!(key in raw) || raw[key] === undefined) return
  if (isValid(raw[key])) state[key] = raw[key] as UserState[K]
  else warnDropped(`user.${key}`, raw[key])
}

const isBoolean = (value: unknown) => typeof value === 'boolean'

/**
 * Anything (corrupt JSON already parsed, another app's data, an older shape) in, a valid UserState out.
 * Slippage and deadline that are numeric but out of range are reset here; non-numeric ones too, which is
 * also what `updateVersion` does for state that reaches the store another way.
 */
export function validateUserState(raw: unknown, now = Date.now()): UserState {
  const state = initialUserState(now)
  if (raw === undefined || raw === null) return state
  if (!isRecord(raw)) {
    warnDropped('user', raw)
    return state
  }
  copyField(state, raw, 'userDarkMode', (value) => value === null || isBoolean(value))
  copyField(state, raw, 'matchesDarkMode', isBoolean)
  copyField(state, raw, 'userExpertMode', isBoolean)
  copyField(state, raw, 'userSingleHopOnly', isBoolean)
  copyField(state, raw, 'userExactApproval', isBoolean)
  copyField(state, raw, 'userSlippageTolerance', isValidSlippage)
  copyField(state, raw, 'userDeadline', isValidDeadline)
  copyField(state, raw, 'URLWarningVisible', isBoolean)
  copyField(state, raw, 'timestamp', isTime)
  copyField(state, raw, 'lastUpdateVersionTimestamp', isTime)
  state.tokens = validateChainMap('tokens', raw.tokens, tokenEntry)
  state.pairs = validateChainMap('pairs', raw.pairs, pairEntry)
  state.userEthBalances = validateChainMap('userEthBalances', raw.userEthBalances, (value, chainId, account) =>
    balanceEntry(chainId, account, value),
  )
  state.rpcUrls = validateUserNodes(raw.rpcUrls)
  return state
}

/** Each chain's node kept on its own when its key is a chain and its value a URL the settings would take. */
function validateUserNodes(raw: unknown): UserState['rpcUrls'] {
  const result: UserState['rpcUrls'] = {}
  if (raw === undefined) return result
  if (!isRecord(raw)) {
    warnDropped('user.rpcUrls', raw)
    return result
  }
  for (const [key, url] of Object.entries(raw)) {
    const chainId = chainIdOfKey(key)
    if (chainId !== undefined && isUserNodeUrl(url)) result[chainId] = url
    else warnDropped('user.rpcUrls', { [key]: url })
  }
  return result
}
