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
})
