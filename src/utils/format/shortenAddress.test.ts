import { describe, expect, it } from 'vitest'

import { shortenAddress } from './shortenAddress'

describe('shortenAddress', () => {
  it('checksums and shortens', () => {
    expect(shortenAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe('0x7099...79C8')
  })

  it('takes a number of characters', () => {
    expect(shortenAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 6)).toBe('0x709979...dc79C8')
  })

  it.each(['', '0x123', 'not an address', '0x70997970c51812dc3a010c7d01b50e0d17dc79cZ'])('rejects %j', (input) => {
    expect(() => shortenAddress(input)).toThrow()
  })
})
