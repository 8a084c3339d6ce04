import { describe, expect, it } from 'vitest'

import { CurrencyAmount, ETHER, JSBI, Percent, Price } from '@/sdk'
import { units, USDC, WFRA } from '@/test-support/trades'

import { formatAmount, formatPrice, formatPriceImpact, formatTokenRaw } from './formatAmount'

describe('formatAmount', () => {
  it('uses 6 significant digits (rounded down, as the SDK does) without grouping', () => {
    expect(formatAmount(units(WFRA, '1234567.891'))).toBe('1234560')
    expect(formatAmount(units(WFRA, '0.123456789'))).toBe('0.123456')
    expect(formatAmount(units(USDC, '1.5'), 4)).toBe('1.5')
  })
  it("shows '<0.000001' for tiny positive amounts", () => {
    expect(formatAmount(CurrencyAmount.ether('999999999999'))).toBe('<0.000001')
    expect(formatAmount(CurrencyAmount.ether('1000000000000'))).toBe('0.000001')
    expect(formatAmount(CurrencyAmount.ether('0'))).toBe('0')
    expect(formatAmount(undefined)).toBe('')
  })
})

describe('formatPrice', () => {
  it('uses 6 significant digits and the tiny rule', () => {
    expect(formatPrice(new Price(WFRA, USDC, '1000000000000000000', '12345678'))).toBe('12.3457')
    expect(formatPrice(new Price(WFRA, USDC, '1000000000000000000000000000', '1'))).toBe('<0.000001')
    expect(formatPrice(undefined)).toBe('')
  })
})

describe('formatPriceImpact', () => {
  it("shows two decimals, '<0.01%' below one basis point", () => {
    const bips = (n: number) => new Percent(JSBI.BigInt(n), JSBI.BigInt(10000))
    expect(formatPriceImpact(bips(0))).toBe('<0.01%')
    expect(formatPriceImpact(new Percent(JSBI.BigInt(9), JSBI.BigInt(100000)))).toBe('<0.01%')
    expect(formatPriceImpact(bips(1))).toBe('0.01%')
    expect(formatPriceImpact(bips(1234))).toBe('12.34%')
    expect(formatPriceImpact(undefined)).toBe('-')
  })
})

describe('in another language', () => {
  it('takes the separators and percent sign of the locale, exactly', () => {
    expect(formatAmount(units(WFRA, '1234567.891'), 6, 'de')).toBe('1.234.560')
    expect(formatAmount(units(WFRA, '0.123456789'), 6, 'ru')).toBe('0,123456')
    expect(formatAmount(CurrencyAmount.ether('999999999999'), 6, 'fr')).toBe('<0,000001')
    expect(formatPriceImpact(new Percent(JSBI.BigInt(1234), JSBI.BigInt(10000)), 'tr')).toBe('%12,34')
    expect(formatPriceImpact(new Percent(JSBI.BigInt(0), JSBI.BigInt(10000)), 'ja')).toBe('<0.01%')
    expect(formatPriceImpact(undefined, 'de')).toBe('-')
  })
})

describe('formatTokenRaw', () => {
  it('shows raw units of a token as formatAmount shows its amount', () => {
    expect(formatTokenRaw(USDC, 1_234_567n)).toBe('1.23456')
    expect(formatTokenRaw(WFRA, 10n ** 18n)).toBe('1')
    expect(formatTokenRaw(WFRA, 1n)).toBe('<0.000001')
    expect(formatTokenRaw(WFRA, 0n)).toBe('0')
  })
  it('shows raw units of the native coin with its 18 decimals', () => {
    expect(formatTokenRaw(ETHER, 15n * 10n ** 17n)).toBe('1.5')
    expect(formatTokenRaw(ETHER, 1n)).toBe('<0.000001')
  })
})
