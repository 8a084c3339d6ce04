// Pure checks shared by the user reducer and the persisted-state validator: what a valid setting, token, pair or
// cached balance is, and the chain-keyed entry each one is filed under.
import {
  isRecord,
  isValidChainId,
  isValidName,
  isValidSymbol,
  toChecksumAddress,
  tokenCore,
} from '@/utils/storage/tokenRules'

import {
  type CachedEthBalance,
  MAX_DEADLINE_SECONDS,
  MAX_SLIPPAGE_BIPS_EXCLUSIVE,
  type SerializedPair,
  type SerializedToken,
} from './types'

export { toChecksumAddress }

export function isValidSlippage(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < MAX_SLIPPAGE_BIPS_EXCLUSIVE
}

export function isValidDeadline(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_DEADLINE_SECONDS
}

/**
 * A clean copy of a serialized token (checksummed address, only known fields), or undefined if invalid. A symbol
 * or name beyond the token-list schema's limits is left out: the token stays usable, the label is not stored.
 */
export function sanitizeToken(raw: unknown): SerializedToken | undefined {
  const token: SerializedToken | undefined = tokenCore(raw)
  if (!token || !isRecord(raw)) return undefined
  if (isValidSymbol(raw.symbol)) token.symbol = raw.symbol
  if (isValidName(raw.name)) token.name = raw.name
  return token
}

/** Key of a pair in storage: the two addresses in sorted (lowercase) order, so A/B and B/A are one pair. */
export function pairKey(tokenAAddress: string, tokenBAddress: string): string {
  const [a, b] = [tokenAAddress, tokenBAddress].sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1))
  return `${a}:${b}`
}

/** A clean pair with token0 sorting first, or undefined unless both tokens are valid, on one chain and differ. */
export function sanitizePair(raw: unknown): SerializedPair | undefined {
  if (!isRecord(raw)) return undefined
  const tokenA = sanitizeToken(raw.token0)
  const tokenB = sanitizeToken(raw.token1)
  if (!tokenA || !tokenB || tokenA.chainId !== tokenB.chainId) return undefined
  if (tokenA.address.toLowerCase() === tokenB.address.toLowerCase()) return undefined
  const [token0, token1] =
    tokenA.address.toLowerCase() < tokenB.address.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
  return { token0, token1 }
}

/** A raw balance in wei: a non-empty string of decimal digits that fits a uint256. */
export function isValidBalance(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9]{1,78}$/.test(value)
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/** Where a value is filed in a chain-keyed map: [chain id, key inside the chain, the clean value]. */
export type ChainEntry<T> = readonly [chainId: number, key: string, value: T]

export function tokenEntry(raw: unknown): ChainEntry<SerializedToken> | undefined {
  const token = sanitizeToken(raw)
  return token && [token.chainId, token.address, token]
}

export function pairEntry(raw: unknown): ChainEntry<SerializedPair> | undefined {
  const pair = sanitizePair(raw)
  return pair && [pair.token0.chainId, pairKey(pair.token0.address, pair.token1.address), pair]
}

export function balanceEntry(
  chainId: unknown,
  account: unknown,
  raw: unknown,
): ChainEntry<CachedEthBalance> | undefined {
  const checksummed = toChecksumAddress(account)
  if (!isValidChainId(chainId) || !checksummed || !isRecord(raw)) return undefined
  if (!isValidBalance(raw.balance) || !isTime(raw.timestamp)) return undefined
  return [chainId, checksummed, { balance: raw.balance, timestamp: raw.timestamp }]
}

/** Files the entry (in place: an Immer draft or a fresh object). Keys are checksummed addresses, never '__proto__'. */
export function putEntry<T>(map: { [chainId: number]: { [key: string]: T } }, [chainId, key, value]: ChainEntry<T>) {
  map[chainId] ??= {}
  map[chainId][key] = value
}
