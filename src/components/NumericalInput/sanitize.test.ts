import { describe, expect, it } from 'vitest'

import { MAX_AMOUNT_INPUT_LENGTH, readAmountInput, sanitizeAmountInput } from './sanitize'

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

describe('readAmountInput', () => {
  it('names why a value is refused instead of cutting it', () => {
    expect(readAmountInput('1'.repeat(80))).toEqual({ refusal: 'tooLong' })
    expect(readAmountInput('1,2.3')).toEqual({ refusal: 'notANumber' })
    expect(readAmountInput('1.1234567', 6)).toEqual({ refusal: 'tooManyDecimals' })
    expect(readAmountInput('1.', 0)).toEqual({ value: '1.' })
    expect(readAmountInput('1.5', 0)).toEqual({ refusal: 'tooManyDecimals' })
    expect(readAmountInput('1.123456', 6)).toEqual({ value: '1.123456' })
  })

  it('takes any number of decimals when no token is chosen', () => {
    expect(readAmountInput(`0.${'1'.repeat(40)}`)).toEqual({ value: `0.${'1'.repeat(40)}` })
  })
})
