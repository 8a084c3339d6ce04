import { describe, expect, it } from 'vitest'

import { rational, ZERO } from './rational'
import { formatPercentDifference, usdDifferencePercent } from './usdDifference'

describe('usdDifferencePercent', () => {
  it('is negative when the output is worth less than the input', () => {
    expect(usdDifferencePercent(rational(100n), rational(9877n, 100n))).toBeCloseTo(-1.23, 10)
  })

  it('is positive when the output is worth more, and zero when equal', () => {
    expect(usdDifferencePercent(rational(200n), rational(201n))).toBeCloseTo(0.5, 10)
    expect(usdDifferencePercent(rational(3n, 7n), rational(3n, 7n))).toBe(0)
  })

  it('is unknown when a side is unpriced or the input is worth nothing', () => {
    expect(usdDifferencePercent(undefined, rational(1n))).toBeUndefined()
    expect(usdDifferencePercent(rational(1n), undefined)).toBeUndefined()
    expect(usdDifferencePercent(ZERO, rational(1n))).toBeUndefined()
  })

  it('is -100 when the output is worth nothing', () => {
    expect(usdDifferencePercent(rational(5n), ZERO)).toBe(-100)
  })
})

describe('formatPercentDifference', () => {
  it('shows the sign and two decimals', () => {
    expect(formatPercentDifference(-1.234, 'en')).toBe('-1.23%')
    expect(formatPercentDifference(0.456, 'en')).toBe('+0.46%')
    expect(formatPercentDifference(-100, 'en')).toBe('-100.00%')
    expect(formatPercentDifference(1500, 'en')).toBe('+1500.00%')
  })

  it('writes the number and the percent sign as the language does', () => {
    expect(formatPercentDifference(-1.234, 'ru')).toMatch(/^-1,23\s%$/)
    expect(formatPercentDifference(-1.234, 'tr')).toBe('-%1,23')
    expect(formatPercentDifference(0.456, 'vi')).toBe('+0,46%')
  })

  it('never shows a signed zero', () => {
    expect(formatPercentDifference(-0.001, 'en')).toBe('0.00%')
    expect(formatPercentDifference(0.004, 'en')).toBe('0.00%')
    expect(formatPercentDifference(0, 'en')).toBe('0.00%')
  })
})
