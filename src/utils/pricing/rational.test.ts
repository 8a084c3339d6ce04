import { describe, expect, it } from 'vitest'

import {
  add,
  compare,
  decimalToRational,
  divide,
  fromStored,
  fromUnits,
  multiply,
  numberToRational,
  rational,
  sameRational,
  scaleDown,
  toDataValue,
  toNumber,
  toStored,
} from './rational'

const E18 = 10n ** 18n

describe('rational', () => {
  it('keeps lowest terms and refuses negatives and zero denominators', () => {
    expect(rational(6n, 4n)).toEqual({ numerator: 3n, denominator: 2n })
    expect(rational(0n, 5n)).toEqual({ numerator: 0n, denominator: 1n })
    expect(rational(-1n, 2n)).toBeUndefined()
    expect(rational(1n, 0n)).toBeUndefined()
    expect(fromUnits(1500n * 10n ** 6n, 6)).toEqual({ numerator: 1500n, denominator: 1n })
  })

  it('compares exactly, beyond what a float tells apart', () => {
    const third = rational(1n, 3n)!
    expect(compare(third, rational(2n, 6n)!)).toBe(0)
    expect(compare(third, rational(1n, 2n)!)).toBe(-1)
    expect(compare(rational(10n ** 30n + 1n)!, rational(10n ** 30n)!)).toBe(1)
  })

  it('adds, multiplies and divides exactly', () => {
    const half = rational(1n, 2n)!
    const third = rational(1n, 3n)!
    expect(add(half, third)).toEqual({ numerator: 5n, denominator: 6n })
    expect(multiply(half, rational(3n)!)).toEqual({ numerator: 3n, denominator: 2n })
    expect(divide(half, third)).toEqual({ numerator: 3n, denominator: 2n })
    expect(divide(half, rational(0n)!)).toBeUndefined()
    expect(sameRational(rational(2n, 4n), half)).toBe(true)
    expect(sameRational(half, third)).toBe(false)
    expect(sameRational(undefined, undefined)).toBe(true)
  })

  it('reads decimals and API numbers', () => {
    expect(decimalToRational('0.0025')).toEqual({ numerator: 1n, denominator: 400n })
    expect(decimalToRational('2')).toEqual({ numerator: 2n, denominator: 1n })
    for (const bad of ['1e-7', '-1', '', '.5', '1.', 'abc']) expect(decimalToRational(bad)).toBeUndefined()
    expect(numberToRational(0.5)).toEqual({ numerator: 1n, denominator: 2n })
    expect(numberToRational(1e-7)).toEqual({ numerator: 1n, denominator: 10000000n })
    for (const bad of [0, -1, NaN, Infinity, '0.5', null, 1e16, 1e-20]) expect(numberToRational(bad)).toBeUndefined()
  })

  it('values raw amounts, rounding down in raw units', () => {
    const price = multiply({ numerator: 1n, denominator: 2n }, { numerator: 3n, denominator: 1n })
    expect(scaleDown(1000n * E18, price)).toBe(1500n * E18)
    // Circulating market cap: the fixed 25,000,000 tokens.
    expect(scaleDown(25_000_000n * E18, { numerator: 1n, denominator: 4n })).toBe(6_250_000n * E18)
    expect(scaleDown(1n, { numerator: 1n, denominator: 3n })).toBe(0n)
  })

  it('becomes a number only for display, and decimal strings for storage', () => {
    expect(toNumber(rational(1n, 4n)!)).toBe(0.25)
    expect(toNumber(rational(1n, 10n)!)).toBe(0.1)
    expect(toNumber(rational(1n, 3n)!)).toBeCloseTo(1 / 3, 15)
    expect(toNumber(rational(123_456_789n * E18 * E18, E18 * E18)!)).toBe(123_456_789)
    expect(toDataValue(rational(1n, 4n))).toBe('0.25')
    expect(toDataValue(rational(0n))).toBe('0')
    expect(toDataValue(undefined)).toBeUndefined()
    expect(toStored(rational(1n, 5n)!)).toEqual({ numerator: '1', denominator: '5' })
    expect(fromStored({ numerator: '2', denominator: '10' })).toEqual({ numerator: 1n, denominator: 5n })
    expect(fromStored({ numerator: '1e3', denominator: '1' })).toBeUndefined()
  })
})
