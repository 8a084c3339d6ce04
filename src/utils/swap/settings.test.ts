import { describe, expect, it } from 'vitest'

import {
  formatDeadlineMinutes,
  formatSlippagePercent,
  parseDeadlineMinutes,
  parseSlippagePercent,
  sanitizeDecimalInput,
  slippageWarning,
} from './settings'

const badSlippage = { error: 'INVALID_SLIPPAGE' }
const badDeadline = { error: 'INVALID_DEADLINE' }

describe('parseSlippagePercent', () => {
  it.each([
    ['0.1', 10],
    ['0.5', 50],
    ['1', 100],
    ['0', 0],
    ['0.29', 29],
    ['.5', 50],
    ['5.', 500],
    ['0.49', 49],
    ['5.01', 501],
    ['49.99', 4999],
    [' 2 ', 200],
  ])('%s %% is %i bips', (input, bips) => {
    expect(parseSlippagePercent(input)).toEqual({ value: bips })
  })

  it('reports blank input as empty', () => {
    expect(parseSlippagePercent('')).toEqual({ empty: true })
    expect(parseSlippagePercent('  ')).toEqual({ empty: true })
  })

  it.each(['50', '50.00', '100', '.', '-1', 'abc', '1e2', '1.2.3', 'Infinity', '0x10'])('%s is invalid', (input) => {
    expect(parseSlippagePercent(input)).toEqual(badSlippage)
  })
})

describe('slippageWarning', () => {
  it('warns below 50 bips and above 500 bips only', () => {
    expect(slippageWarning(0)).toBe('MAY_FAIL')
    expect(slippageWarning(49)).toBe('MAY_FAIL')
    expect(slippageWarning(50)).toBeUndefined()
    expect(slippageWarning(500)).toBeUndefined()
    expect(slippageWarning(501)).toBe('MAY_BE_FRONTRUN')
    expect(slippageWarning(4999)).toBe('MAY_BE_FRONTRUN')
  })
})

describe('parseDeadlineMinutes', () => {
  it('stores whole positive minutes as seconds', () => {
    expect(parseDeadlineMinutes('1')).toEqual({ value: 60 })
    expect(parseDeadlineMinutes('20')).toEqual({ value: 1200 })
    expect(parseDeadlineMinutes(' 30 ')).toEqual({ value: 1800 })
  })

  it('reports blank input as empty', () => {
    expect(parseDeadlineMinutes('')).toEqual({ empty: true })
  })

  it.each(['0', '00', '-1', '1.5', '.', 'abc', '1e3', '99999999999999999999'])('%s is invalid', (input) => {
    expect(parseDeadlineMinutes(input)).toEqual(badDeadline)
  })
})

describe('formatting', () => {
  it('shows stored values as the inputs read them', () => {
    expect(formatSlippagePercent(50)).toBe('0.50')
    expect(formatSlippagePercent(4999)).toBe('49.99')
    expect(formatDeadlineMinutes(1200)).toBe('20')
  })
})

describe('sanitizeDecimalInput', () => {
  it('accepts digits and one separator, turning commas into dots', () => {
    expect(sanitizeDecimalInput('0,5')).toBe('0.5')
    expect(sanitizeDecimalInput('')).toBe('')
    expect(sanitizeDecimalInput('1.')).toBe('1.')
    expect(sanitizeDecimalInput('1.2.')).toBeUndefined()
    expect(sanitizeDecimalInput('-1')).toBeUndefined()
    expect(sanitizeDecimalInput('a')).toBeUndefined()
  })
})
