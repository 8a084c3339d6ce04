import { describe, expect, it } from 'vitest'

import { type ChainId, ETHER, Token } from '@/sdk'

import { amountError, decimalPlaces, tryParseAmount } from './tryParseAmount'

const USDC = new Token(31337 as ChainId, '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318', 6, 'USDC', 'USD Coin')

describe('tryParseAmount', () => {
  it('parses by the currency decimals', () => {
    expect(tryParseAmount('1.5', USDC)?.raw.toString()).toBe('1500000')
    expect(tryParseAmount('1.5', ETHER)?.raw.toString()).toBe('1500000000000000000')
    expect(tryParseAmount('.5', USDC)?.raw.toString()).toBe('500000')
    expect(tryParseAmount('0.000001', USDC)?.raw.toString()).toBe('1')
  })
  it("reads '1.' as 1", () => {
    expect(tryParseAmount('1.', USDC)?.raw.toString()).toBe('1000000')
  })
  it('keeps the currency', () => {
    expect(tryParseAmount('2', USDC)?.currency).toBe(USDC)
    expect(tryParseAmount('2', ETHER)?.currency).toBe(ETHER)
  })
  it('ignores zero, unparseable and out-of-range input', () => {
    for (const value of [
      '',
      '.',
      '0',
      '0.0',
      '000',
      '1e5',
      '-1',
      '+1',
      'abc',
      '1,5',
      ' 1',
      '0x10',
      '1.2.3',
      'Infinity',
    ])
      expect(tryParseAmount(value, USDC)).toBeUndefined()
    expect(tryParseAmount('0.0000001', USDC)).toBeUndefined() // more decimals than the token has
    expect(tryParseAmount('1'.repeat(80), ETHER)).toBeUndefined() // above uint256
    expect(tryParseAmount(undefined, USDC)).toBeUndefined()
    expect(tryParseAmount('1', undefined)).toBeUndefined()
  })
  it('accepts the largest uint256 amount', () => {
    const max = (2n ** 256n - 1n).toString()
    expect(tryParseAmount(max, new Token(31337 as ChainId, USDC.address, 0, 'Z'))?.raw.toString()).toBe(max)
    expect(tryParseAmount((2n ** 256n).toString(), new Token(31337 as ChainId, USDC.address, 0, 'Z'))).toBeUndefined()
  })
})

describe('amountError', () => {
  it('refuses more decimals than the currency has', () => {
    expect(amountError('1.123456', USDC)).toBeUndefined()
    expect(amountError('1.1234567', USDC)).toBe('tooManyDecimals')
    expect(amountError('.0000000', USDC)).toBe('tooManyDecimals')
    expect(amountError(`0.${'1'.repeat(19)}`, ETHER)).toBe('tooManyDecimals')
  })

  it('refuses what no uint256 holds, at the exact boundary', () => {
    const max = ((1n << 256n) - 1n).toString()
    const sdkToken = new Token(31337 as ChainId, USDC.address, 0, 'Z', 'Zero decimals')
    expect(amountError(max, sdkToken)).toBeUndefined()
    expect(amountError((BigInt(max) + 1n).toString(), sdkToken)).toBe('tooLarge')
    expect(amountError('9'.repeat(79), USDC)).toBe('tooLarge')
  })

  it('has nothing to refuse in empty, unparseable or unpriced input', () => {
    for (const value of ['', '.', 'abc', '1.2.3', null, undefined]) expect(amountError(value, USDC)).toBeUndefined()
    expect(amountError('1.1234567', undefined)).toBeUndefined()
  })

  it('counts decimal places', () => {
    expect([decimalPlaces('7'), decimalPlaces('7.'), decimalPlaces('1.50'), decimalPlaces('.001')]).toEqual([
      0, 0, 2, 3,
    ])
  })
})
