import { describe, expect, it } from 'vitest'

import { formatUsd } from './formatUsd'
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
