// Pure checks shared by the user reducer and the persisted-state validator: what a valid setting, token or pair is.
import { getAddress } from '@ethersproject/address'

import { MAX_DEADLINE_SECONDS, MAX_SLIPPAGE_BIPS_EXCLUSIVE, type SerializedPair, type SerializedToken } from './types'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** Symbols and names come from untrusted lists and imports: cap them so storage stays small. */
const MAX_LABEL_LENGTH = 128

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function isValidSlippage(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < MAX_SLIPPAGE_BIPS_EXCLUSIVE
}

export function isValidDeadline(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_DEADLINE_SECONDS
}

export function isValidChainId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0
}

/** The checksummed address, or undefined when the value is not an address (or has a wrong checksum). */
export function toChecksumAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !ADDRESS.test(value)) return undefined
  try {
    return getAddress(value)
  } catch {
    return undefined
  }
}

function label(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_LABEL_LENGTH ? value : undefined
}

/** A clean copy of a serialized token (checksummed address, only known fields), or undefined if invalid. */
export function sanitizeToken(raw: unknown): SerializedToken | undefined {
  if (!isRecord(raw) || !isValidChainId(raw.chainId)) return undefined
  const address = toChecksumAddress(raw.address)
  const decimals = raw.decimals
  if (!address || !Number.isInteger(decimals) || (decimals as number) < 0 || (decimals as number) > 255)
    return undefined
  const token: SerializedToken = { chainId: raw.chainId, address, decimals: decimals as number }
  const symbol = label(raw.symbol)
  const name = label(raw.name)
  if (symbol !== undefined) token.symbol = symbol
  if (name !== undefined) token.name = name
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

/** A raw balance in wei: a non-empty string of decimal digits. */
export function isValidBalance(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9]{1,78}$/.test(value)
}
