import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { Big, Decimal, formatFixed, toFormat } from './sdkDecimal'

// The real libraries the shim stands in for, as the SDK combines them (toformat wraps each constructor).
const require = createRequire(import.meta.url)
type Ctor = { new (value: string): RefNumber; set?: (config: object) => void; DP?: number; RM?: number }
interface RefNumber {
  div(value: string): RefNumber
  toSignificantDigits(digits: number): RefNumber
  decimalPlaces(): number
  toFormat(places?: unknown, format?: unknown): string
}
const refToFormat = require('toformat') as (ctor: unknown) => Ctor
const RefDecimal = refToFormat(require('decimal.js-light'))
const RefBig = refToFormat(require('big.js'))

/** A deterministic pseudo-random sequence (xorshift), so a failure replays. */
function* numbers(seed: number): Generator<bigint> {
  let x = seed
  for (;;) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    const digits = Math.abs(x % 32) + 1
    let text = ''
    for (let i = 0; i < digits; i++) {
      x ^= x << 13
      x ^= x >>> 17
      x ^= x << 5
      text += Math.abs(x % 10)
    }
    yield BigInt(text)
  }
}

function significant(
  ctor: typeof Decimal | Ctor,
  n: string,
  d: string,
  digits: number,
  rounding: number,
  format: object,
) {
  ctor.set!({ precision: digits + 1, rounding })
  const quotient = new ctor(n).div(d).toSignificantDigits(digits)
  return quotient.toFormat(quotient.decimalPlaces(), format)
}

function fixed(ctor: typeof Big | Ctor, n: string, d: string, places: number, rounding: number, format: object) {
  ctor.DP = places
  ctor.RM = rounding
  return new ctor(n).div(d).toFormat(places, format)
}

const FORMATS = [{ groupSeparator: '' }, {}, { groupSeparator: ' ', groupSize: 2, secondaryGroupSize: 3 }]

describe('the SDK’s decimal shim', () => {
  it('rounds to significant digits as decimal.js-light does: division cut to the precision, then rounded', () => {
    const random = numbers(7)
    for (let i = 0; i < 3000; i++) {
      const n = ((i % 7 === 0 ? -1n : 1n) * random.next().value).toString()
      const d = (random.next().value + 1n).toString()
      const digits = (i % 12) + 1
      const rounding = [Decimal.ROUND_DOWN, Decimal.ROUND_HALF_UP, Decimal.ROUND_UP][i % 3]
      const format = FORMATS[i % FORMATS.length]
      expect(significant(Decimal, n, d, digits, rounding, format), `${n}/${d} sd ${digits} rm ${rounding}`).toBe(
        significant(RefDecimal, n, d, digits, rounding, format),
      )
    }
  })

  it('rounds to decimal places and prints exact amounts as big.js does', () => {
    const random = numbers(11)
    for (let i = 0; i < 3000; i++) {
      const n = ((i % 5 === 0 ? -1n : 1n) * random.next().value).toString()
      const d = i % 4 === 0 ? (10n ** BigInt(i % 19)).toString() : (random.next().value + 1n).toString()
      const places = i % 19
      const rounding = [0, 1, 3][i % 3]
      const format = FORMATS[i % FORMATS.length]
      expect(fixed(Big, n, d, places, rounding, format), `${n}/${d} dp ${places} rm ${rounding}`).toBe(
        fixed(RefBig, n, d, places, rounding, format),
      )
      Big.DP = RefBig.DP = places
      expect(new Big(n).div(d).toFormat(format)).toBe(new RefBig(n).div(d).toFormat(format))
    }
  })

  it('keeps edge cases: zero, exact halves, carries into a new digit', () => {
    expect(significant(Decimal, '0', '7', 4, Decimal.ROUND_HALF_UP, {})).toBe('0')
    expect(significant(Decimal, '99995', '1', 4, Decimal.ROUND_HALF_UP, {})).toBe('100,000')
    expect(significant(Decimal, '12345', '100000', 4, Decimal.ROUND_HALF_UP, { groupSeparator: '' })).toBe('0.1235')
    expect(fixed(Big, '5', '1000', 2, 1, {})).toBe('0.01')
    expect(fixed(Big, '1234567', '1', 0, 1, { groupSeparator: '' })).toBe('1234567')
    expect(formatFixed('-1234567.5')).toBe('-1,234,567.5')
    expect(toFormat(Big)).toBe(Big)
  })

  it('refuses what the libraries refuse', () => {
    expect(() => new Big('1').div('0')).toThrow()
    expect(() => new Decimal('1x')).toThrow()
    Decimal.set({ rounding: 6 })
    expect(() => new Decimal('1').toSignificantDigits(2)).toThrow(/not supported/)
    Decimal.set({ rounding: Decimal.ROUND_HALF_UP })
  })
})
