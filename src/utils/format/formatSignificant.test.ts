import { describe, expect, it } from 'vitest'

import { formatSignificant } from './formatSignificant'

describe('formatSignificant', () => {
  it.each([
    ['1234.5678', 4, '1235'],
    ['1234.4999', 4, '1234'],
    ['9999.5', 4, '10000'],
    ['123456.7', 4, '123500'],
    ['1000', 4, '1000'],
    ['1.5', 4, '1.5'],
    ['1.23456', 4, '1.235'],
    ['0.000012345', 4, '0.00001235'],
    ['0.1', 4, '0.1'],
    ['0.99995', 4, '1'],
    ['10000.000000000000000001', 4, '10000'],
    ['9999.999999999999999999', 4, '10000'],
    ['0', 4, '0'],
    ['0.000', 4, '0'],
    ['.5', 4, '0.5'],
    ['5.', 4, '5'],
    ['-1.23456', 4, '-1.235'],
    ['123456789012345678901234567890.5', 6, '123457000000000000000000000000'],
    ['1.23456789', 6, '1.23457'],
  ])('%s to %i digits is %s', (value, digits, expected) => {
    expect(formatSignificant(value, digits)).toBe(expected)
  })

  it('rejects what is not a decimal number or a non-positive digit count', () => {
    expect(() => formatSignificant('abc', 4)).toThrow(SyntaxError)
    expect(() => formatSignificant('', 4)).toThrow(SyntaxError)
    expect(() => formatSignificant('1e5', 4)).toThrow(SyntaxError)
    expect(() => formatSignificant('1', 0)).toThrow(RangeError)
  })
})
