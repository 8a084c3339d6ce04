import { describe, expect, it } from 'vitest'

import { formatUsd, formatUsdPrice } from './formatUsd'
import { rational } from './rational'

describe('formatUsd', () => {
  it('formats dollars from exact values and display figures', () => {
    expect(formatUsd(1234.567)).toBe('$1,234.57')
    expect(formatUsd(rational(1_234_567n, 1000n))).toBe('$1,234.57')
    expect(formatUsd(rational(0n))).toBe('$0.00')
    expect(formatUsd(undefined)).toBe('-')
    expect(formatUsd(NaN)).toBe('-')
  })

  it('writes dollars the way the language does when given one', () => {
    expect(formatUsd(1234.567, 'de')).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' }).format(1234.57),
    )
    expect(formatUsd(1234.567, 'ru')).toMatch(/^1\s234,57\s\$$/u)
    expect(formatUsd(undefined, 'ru')).toBe('-')
  })
})

describe('formatUsdPrice', () => {
  it('shows cents from a dollar up and four significant digits below, never a cheap token as $0.00', () => {
    expect(formatUsdPrice(rational(1_234_567n, 1000n))).toBe('$1,234.57')
    expect(formatUsdPrice(rational(1n, 2n))).toBe('$0.50')
    expect(formatUsdPrice(rational(123_456n, 10n ** 9n))).toBe('$0.0001235')
    expect(formatUsdPrice(rational(0n))).toBe('$0.00')
    expect(formatUsdPrice(0.000123456)).toBe('$0.0001235')
    expect(formatUsdPrice(undefined)).toBe('-')
  })
})
