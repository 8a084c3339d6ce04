import { describe, expect, it } from 'vitest'

import { classifyRecipient, isDomainLike } from './ens'

describe('isDomainLike', () => {
  it('accepts ENS-style names', () => {
    for (const name of ['vitalik.eth', 'my-wallet.eth', 'pay.alice.eth', 'Uniswap.ETH', 'a1.xyz']) {
      expect(isDomainLike(name)).toBe(true)
    }
  })

  it('refuses addresses, bare words, odd dots and hyphens, and spaces', () => {
    for (const value of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'eth',
      'vitalik',
      '.eth',
      'a..eth',
      '-a.eth',
      'a-.eth',
      'a b.eth',
      'a.e',
      'a.123',
      '',
    ]) {
      expect(isDomainLike(value)).toBe(false)
    }
  })
})

describe('classifyRecipient', () => {
  it('checksums a plain address', () => {
    expect(classifyRecipient('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toEqual({
      kind: 'address',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
  })

  it('keeps a name for resolution and calls anything else invalid', () => {
    expect(classifyRecipient('alice.eth')).toEqual({ kind: 'name', name: 'alice.eth' })
    expect(classifyRecipient('0x1234')).toEqual({ kind: 'invalid' })
    expect(classifyRecipient('not an address')).toEqual({ kind: 'invalid' })
  })
})
