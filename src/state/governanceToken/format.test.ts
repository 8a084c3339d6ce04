import { describe, expect, it } from 'vitest'

import { formatFraction, formatUnitsFixed } from './format'

describe('formatFraction', () => {
  it('rounds half up to fixed places with grouped thousands', () => {
    expect(formatFraction(1234567n, 1000n, 2)).toBe('1,234.57')
    expect(formatFraction(1n, 8n, 2)).toBe('0.13')
    expect(formatFraction(1n, 3n, 3)).toBe('0.333')
    expect(formatFraction(2n, 3n, 0)).toBe('1')
    expect(formatFraction(0n, 1n, 2)).toBe('0.00')
    expect(() => formatFraction(1n, 0n, 2)).toThrow(RangeError)
  })
})

describe('formatUnitsFixed', () => {
  it('formats raw units: balances 2 decimals, supplies none', () => {
    expect(formatUnitsFixed('12345678900000000000000', 18, 2)).toBe('12,345.68')
    expect(formatUnitsFixed(1_000_000_000n * 10n ** 18n, 18, 0)).toBe('1,000,000,000')
    expect(formatUnitsFixed('4999999999999999', 18, 2)).toBe('0.00')
    expect(formatUnitsFixed('5000000000000000', 18, 2)).toBe('0.01')
  })
})
