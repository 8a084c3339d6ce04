import RealJSBI from 'jsbi'
import { describe, expect, it } from 'vitest'

import JSBI from './jsbiBigint'

const VALUES = [
  '0',
  '1',
  '-1',
  '997',
  '1000',
  '-1073741824',
  '9007199254740993',
  (2n ** 112n - 1n).toString(),
  '-123456789012345678901234567890',
]
const NON_ZERO = VALUES.filter((value) => value !== '0')
const pairs = (left: string[], right: string[]) => left.flatMap((a) => right.map((b) => [a, b] as const))

const BINARY = ['add', 'subtract', 'multiply', 'bitwiseAnd', 'bitwiseOr', 'bitwiseXor'] as const
const COMPARE = ['lessThan', 'lessThanOrEqual', 'greaterThan', 'greaterThanOrEqual', 'equal', 'notEqual'] as const

describe('JSBI on bigint', () => {
  it.each(VALUES)('makes %s from a string, and from a number when safe', (text) => {
    expect(JSBI.BigInt(text).toString()).toBe(RealJSBI.BigInt(text).toString())
    const number = Number(text)
    if (Number.isSafeInteger(number)) {
      expect(JSBI.BigInt(number).toString()).toBe(RealJSBI.BigInt(number).toString())
      expect(JSBI.toNumber(JSBI.BigInt(text))).toBe(RealJSBI.toNumber(RealJSBI.BigInt(text)))
    }
    expect(JSBI.unaryMinus(JSBI.BigInt(text)).toString()).toBe(RealJSBI.unaryMinus(RealJSBI.BigInt(text)).toString())
    expect(JSBI.bitwiseNot(JSBI.BigInt(text)).toString()).toBe(RealJSBI.bitwiseNot(RealJSBI.BigInt(text)).toString())
  })

  it.each(pairs(VALUES, VALUES))('combines and compares %s and %s', (a, b) => {
    const [x, y, rx, ry] = [JSBI.BigInt(a), JSBI.BigInt(b), RealJSBI.BigInt(a), RealJSBI.BigInt(b)]
    for (const op of BINARY) expect(JSBI[op](x, y).toString()).toBe(RealJSBI[op](rx, ry).toString())
    for (const op of COMPARE) expect(JSBI[op](x, y)).toBe(RealJSBI[op](rx, ry))
  })

  it.each(pairs(VALUES, NON_ZERO))(
    'divides %s by %s towards zero, the remainder taking the dividend’s sign',
    (a, b) => {
      const [x, y, rx, ry] = [JSBI.BigInt(a), JSBI.BigInt(b), RealJSBI.BigInt(a), RealJSBI.BigInt(b)]
      expect(JSBI.divide(x, y).toString()).toBe(RealJSBI.divide(rx, ry).toString())
      expect(JSBI.remainder(x, y).toString()).toBe(RealJSBI.remainder(rx, ry).toString())
    },
  )

  it('raises to powers, shifts and wraps like JSBI', () => {
    for (const [base, exponent] of [
      ['10', '18'],
      ['-3', '5'],
      ['2', '0'],
      ['0', '0'],
    ])
      expect(JSBI.exponentiate(JSBI.BigInt(base), JSBI.BigInt(exponent)).toString()).toBe(
        RealJSBI.exponentiate(RealJSBI.BigInt(base), RealJSBI.BigInt(exponent)).toString(),
      )
    for (const shift of ['0', '1', '64']) {
      const [x, rx] = [JSBI.BigInt('-987654321987'), RealJSBI.BigInt('-987654321987')]
      expect(JSBI.leftShift(x, JSBI.BigInt(shift)).toString()).toBe(
        RealJSBI.leftShift(rx, RealJSBI.BigInt(shift)).toString(),
      )
      expect(JSBI.signedRightShift(x, JSBI.BigInt(shift)).toString()).toBe(
        RealJSBI.signedRightShift(rx, RealJSBI.BigInt(shift)).toString(),
      )
    }
    for (const bits of [8, 64, 256]) {
      const [x, rx] = [JSBI.BigInt('-300'), RealJSBI.BigInt('-300')]
      expect(JSBI.asIntN(bits, x).toString()).toBe(RealJSBI.asIntN(bits, rx).toString())
      expect(JSBI.asUintN(bits, x).toString()).toBe(RealJSBI.asUintN(bits, rx).toString())
    }
  })

  it('throws where JSBI throws: fractions, bad strings, division by zero, negative exponents', () => {
    for (const run of [
      () => JSBI.BigInt(1.5),
      () => JSBI.BigInt('1e18'),
      () => JSBI.divide(JSBI.BigInt(1), JSBI.BigInt(0)),
      () => JSBI.remainder(JSBI.BigInt(1), JSBI.BigInt(0)),
      () => JSBI.exponentiate(JSBI.BigInt(2), JSBI.BigInt(-1)),
      () => JSBI.unsignedRightShift(),
    ])
      expect(run).toThrow()
    expect(() => RealJSBI.BigInt(1.5)).toThrow()
    expect(() => RealJSBI.BigInt('1e18')).toThrow()
  })

  it('reads hexadecimal strings, as contract results arrive', () => {
    expect(JSBI.BigInt('0xde0b6b3a7640000').toString()).toBe(RealJSBI.BigInt('0xde0b6b3a7640000').toString())
  })
})
