// The rules a stored token must meet because the code relies on them: the SDK's uint8 decimals, checksummable
// addresses, and the token-list schema's limits on symbol and name (lists and user tokens alike).
import { isAddress } from '@/utils/tokens/address'

/** The token-list schema's maxLength for a token's symbol and name. */
export const MAX_SYMBOL_LENGTH = 20
export const MAX_NAME_LENGTH = 60

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The SDK builds every token as a uint8: anything else throws at render. */
export function isValidDecimals(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 255
}

export function isValidChainId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0
}

/** The schema: empty, or no whitespace, at most 20 characters. */
export function isValidSymbol(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SYMBOL_LENGTH && !/\s/.test(value)
}

/** The schema: empty, or printable text (spaces allowed, no other whitespace), at most 60 characters. */
export function isValidName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_NAME_LENGTH && !/[^\S ]/.test(value)
}

/** The checksummed address, or undefined when the value is not one (or carries a wrong checksum). */
export function toChecksumAddress(value: unknown): string | undefined {
  return isAddress(value) || undefined
}

/** The fields every stored token needs, checked and the address checksummed; undefined when any is unsound. */
export function tokenCore(raw: unknown): { chainId: number; address: string; decimals: number } | undefined {
  if (!isRecord(raw) || !isValidChainId(raw.chainId) || !isValidDecimals(raw.decimals)) return undefined
  const address = toChecksumAddress(raw.address)
  return address ? { chainId: raw.chainId, address, decimals: raw.decimals } : undefined
}

/** A chain id written as an object key ('31337'), or undefined for anything else ('0x1', '01', '__proto__'). */
export function chainIdOfKey(key: string): number | undefined {
  const chainId = Number(key)
  return String(chainId) === key && isValidChainId(chainId) ? chainId : undefined
}
