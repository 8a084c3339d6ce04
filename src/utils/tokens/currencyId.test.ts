import { describe, expect, it } from 'vitest'

import { type ChainId, Currency, ETHER, Token } from '@/sdk'

import { currencyId } from './currencyId'

describe('currencyId', () => {
  it("is 'ETH' for the native coin and the address for a token", () => {
    const token = new Token(31337 as ChainId, '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6', 18, 'BUSD', 'BUSD')
    expect(currencyId(ETHER)).toBe('ETH')
    expect(currencyId(token)).toBe('0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6')
  })

  it('refuses a currency that is neither', () => {
    // The SDK's Currency constructor is protected: a plain object stands for a currency of another kind.
    const other = Object.create(Currency.prototype) as Currency
    expect(() => currencyId(other)).toThrow('invalid currency')
  })
})
