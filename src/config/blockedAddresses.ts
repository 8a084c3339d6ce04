// Addresses that may not use the app: a seeded sanctions list plus any given at build time in VITE_BLOCKED_ADDRESSES.

/**
 * Ethereum addresses on the US Treasury OFAC SDN list. The first five are the ones the Uniswap interface
 * has blocked since 2020 as "SDN OFAC addresses" (src/constants in its v2 releases); the sixth is the Ronin
 * bridge exploiter, added to the Lazarus Group SDN entry on 14 April 2022. Tornado Cash's contracts are left
 * out on purpose: Treasury removed them from the SDN list on 21 March 2025. Re-check against
 * https://sanctionssearch.ofac.treas.gov before a release.
 */
export const SANCTIONED_ADDRESSES: readonly string[] = [
  '0x7F367cC41522cE07553e823bf3be79A889DEbe1B',
  '0xd882cFc20F52f2599D84b8e8D58C7FB62cfE344b',
  '0x901bb9583b24D97e995513C6778dc6888AB6870e',
  '0xA7e5d5A720f06526557c513402f2e6B5fA20b008',
  '0x8576aCC5C05D6Ce88f4e49bf65BdF0C62F91353C',
  '0x098B716B8Aaf21512996dC57EB0615e2383E2f96',
]

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** Comma-separated addresses (blanks and malformed entries ignored), lower-cased for comparison. */
export function parseAddressList(value: string | undefined): string[] {
  if (!value) return []
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => ADDRESS.test(entry))
    .map((entry) => entry.toLowerCase())
}

export function createBlockedSet(extra: string | undefined): ReadonlySet<string> {
  return new Set([...SANCTIONED_ADDRESSES.map((address) => address.toLowerCase()), ...parseAddressList(extra)])
}

/** Case-insensitive: wallets report checksummed or lower-case addresses. */
export function isBlockedAddress(address: string | null | undefined, blocked: ReadonlySet<string>): boolean {
  return Boolean(address) && blocked.has((address as string).toLowerCase())
}

export const BLOCKED_ADDRESSES: ReadonlySet<string> = createBlockedSet(import.meta.env.VITE_BLOCKED_ADDRESSES)
