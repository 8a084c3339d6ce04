// Validates the persisted governance-token figures on load: each entry is kept only when every field is sound.
import { chainIdOfKey, isRecord } from '@/utils/storage/tokenRules'
import { warnDropped } from '@/utils/storage/warnDropped'
import { isAddress } from '@/utils/tokens/address'

import type { Fraction } from './math'
import {
  type GovernanceTokenDetails,
  type GovernanceTokenState,
  type GovernanceTokenUserDetails,
  initialGovernanceTokenState,
} from './slice'

const RAW_UNITS = /^\d{1,78}$/

const isRawUnits = (value: unknown): value is string => typeof value === 'string' && RAW_UNITS.test(value)
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

function validFraction(raw: unknown): Fraction | undefined {
  if (!isRecord(raw) || !isRawUnits(raw.numerator) || !isRawUnits(raw.denominator)) return undefined
  if (BigInt(raw.denominator) === 0n) return undefined
  return { numerator: raw.numerator, denominator: raw.denominator }
}

/** Copies the named raw-unit fields and the timestamp, or undefined when any is missing or malformed. */
function pick<K extends string>(
  raw: unknown,
  keys: readonly K[],
): (Record<K, string> & { timestamp: number }) | undefined {
  if (!isRecord(raw) || !isTime(raw.timestamp)) return undefined
  const result: Partial<Record<K, string>> = {}
  for (const key of keys) {
    const value = raw[key]
    if (!isRawUnits(value)) return undefined
    result[key] = value
  }
  return { ...(result as Record<K, string>), timestamp: raw.timestamp }
}

const DETAIL_KEYS = [
  'totalSupply',
  'totalCirculatingSupply',
  'totalMarketCap',
  'totalCirculatingMarketCap',
] as const satisfies readonly (keyof GovernanceTokenDetails)[]
const USER_KEYS = [
  'aggregatedBalance',
  'unlockedBalance',
  'lockedBalance',
  'totalBalance',
  'claimableLocked',
  'claimableUnlocked',
] as const satisfies readonly (keyof GovernanceTokenUserDetails)[]

function validDetails(raw: unknown): GovernanceTokenDetails | undefined {
  const fields = pick(raw, DETAIL_KEYS)
  const usdPrice = isRecord(raw) ? validFraction(raw.usdPrice) : undefined
  return fields && usdPrice ? { ...fields, usdPrice } : undefined
}

/** Anything in, a valid GovernanceTokenState out: sound entries are kept, everything else dropped. */
export function validateGovernanceTokenState(raw: unknown): GovernanceTokenState {
  const state: GovernanceTokenState = { details: {}, userDetails: {} }
  if (!isRecord(raw)) {
    if (raw !== undefined && raw !== null) warnDropped('governanceToken', raw)
    return { ...initialGovernanceTokenState }
  }

  if (isRecord(raw.details)) {
    for (const [key, value] of Object.entries(raw.details)) {
      const chainId = chainIdOfKey(key)
      const details = validDetails(value)
      if (chainId !== undefined && details) state.details[chainId] = details
      else warnDropped('governanceToken.details', { [key]: value })
    }
  }

  if (isRecord(raw.userDetails)) {
    for (const [key, accounts] of Object.entries(raw.userDetails)) {
      const chainId = chainIdOfKey(key)
      if (chainId === undefined || !isRecord(accounts)) {
        warnDropped('governanceToken.userDetails', { [key]: accounts })
        continue
      }
      const valid: Record<string, GovernanceTokenUserDetails> = {}
      for (const [address, value] of Object.entries(accounts)) {
        const account = isAddress(address)
        const details = pick(value, USER_KEYS)
        if (account && details) valid[account] = details
        else warnDropped(`governanceToken.userDetails.${chainId}`, { [address]: value })
      }
      if (Object.keys(valid).length > 0) state.userDetails[chainId] = valid
    }
  }
  return state
}
