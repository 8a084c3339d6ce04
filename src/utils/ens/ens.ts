// Telling a typed recipient apart: a plain address, a domain-like name (ENS), or neither.
import { isAddress } from '@/utils/tokens/address'

/** Labels of letters, digits and inner hyphens, at least two of them, the last alphabetic: `vitalik.eth`. */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i

export function isDomainLike(value: string): boolean {
  return value.length <= 253 && DOMAIN.test(value)
}

export type RecipientKind = { kind: 'address'; address: string } | { kind: 'name'; name: string } | { kind: 'invalid' }

/** What a recipient string is; the caller strips whitespace first (the recipient input removes all of it). */
export function classifyRecipient(value: string): RecipientKind {
  const address = isAddress(value)
  if (address) return { kind: 'address', address }
  if (isDomainLike(value)) return { kind: 'name', name: value }
  return { kind: 'invalid' }
}

/** The spec's name-lookup debounce. */
export const NAME_LOOKUP_DEBOUNCE_MS = 200
