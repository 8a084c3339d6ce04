import { describe, expect, it } from 'vitest'

import { MAX_AMOUNT_INPUT_LENGTH, sanitizeAmountInput } from './sanitize'

describe('sanitizeAmountInput', () => {
  it('accepts digits with at most one decimal separator', () => {
    expect(sanitizeAmountInput('')).toBe('')
    expect(sanitizeAmountInput('12')).toBe('12')
    expect(sanitizeAmountInput('12.5')).toBe('12.5')
    expect(sanitizeAmountInput('.5')).toBe('.5')
    expect(sanitizeAmountInput('5.')).toBe('5.')
    expect(sanitizeAmountInput('.')).toBe('.')
  })

  it('turns commas into dots', () => {
    expect(sanitizeAmountInput('1,5')).toBe('1.5')
    expect(sanitizeAmountInput(',')).toBe('.')
  })

  it('rejects a second separator, letters, signs, spaces and exponents', () => {
    for (const bad of ['1.2.3', '1,2.3', 'abc', '1a', '-1', '+1', ' 1', '1 ', '1e5', '0x10', '１']) {
      expect(sanitizeAmountInput(bad), bad).toBeNull()
    }
  })

  it('caps the length at 79 characters', () => {
    expect(sanitizeAmountInput('1'.repeat(MAX_AMOUNT_INPUT_LENGTH))).toBe('1'.repeat(79))
    expect(sanitizeAmountInput('1'.repeat(MAX_AMOUNT_INPUT_LENGTH + 1))).toBeNull()
  })
})
