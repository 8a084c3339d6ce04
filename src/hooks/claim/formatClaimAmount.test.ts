import { describe, expect, it } from 'vitest'

import { formatClaimAmount } from './formatClaimAmount'

describe('formatClaimAmount', () => {
  it('shows 4 significant digits of 18-decimal units', () => {
    expect(formatClaimAmount('650000000000000000000')).toBe('650')
    expect(formatClaimAmount(1400n * 10n ** 18n)).toBe('1400')
    expect(formatClaimAmount('1234567000000000000000')).toBe('1235')
    expect(formatClaimAmount('1000000000000000')).toBe('0.001')
    expect(formatClaimAmount({ toString: () => '123456789' })).toBe('0.0000000001235')
  })
})
