import { describe, expect, it } from 'vitest'

import { createBlockedSet, isBlockedAddress, parseAddressList, SANCTIONED_ADDRESSES } from './blockedAddresses'

const EXTRA = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

describe('parseAddressList', () => {
  it('keeps well-formed addresses, trimmed and lower-cased, and drops the rest', () => {
    expect(parseAddressList(` ${EXTRA} , nonsense,,0x123, ${SANCTIONED_ADDRESSES[0]}`)).toEqual([
      EXTRA.toLowerCase(),
      SANCTIONED_ADDRESSES[0].toLowerCase(),
    ])
  })

  it('is empty without a value', () => {
    expect(parseAddressList(undefined)).toEqual([])
    expect(parseAddressList('')).toEqual([])
  })
})

describe('isBlockedAddress', () => {
  const blocked = createBlockedSet(EXTRA)

  it('blocks every seeded address whatever its case', () => {
    for (const address of SANCTIONED_ADDRESSES) {
      expect(isBlockedAddress(address, blocked)).toBe(true)
      expect(isBlockedAddress(address.toLowerCase(), blocked)).toBe(true)
      expect(isBlockedAddress(address.toUpperCase().replace('0X', '0x'), blocked)).toBe(true)
    }
  })

  it('blocks an address added at build time', () => {
    expect(isBlockedAddress(EXTRA, blocked)).toBe(true)
    expect(isBlockedAddress(EXTRA, createBlockedSet(undefined))).toBe(false)
  })

  it('lets other accounts and no account through', () => {
    expect(isBlockedAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', blocked)).toBe(false)
    expect(isBlockedAddress(undefined, blocked)).toBe(false)
    expect(isBlockedAddress(null, blocked)).toBe(false)
    expect(isBlockedAddress('', blocked)).toBe(false)
  })

  it('seeds only well-formed addresses', () => {
    expect(SANCTIONED_ADDRESSES.length).toBeGreaterThan(0)
    expect(parseAddressList(SANCTIONED_ADDRESSES.join(','))).toHaveLength(SANCTIONED_ADDRESSES.length)
  })
})
