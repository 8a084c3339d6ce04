// @ts-expect-error -- bn.js ships no types (no @types/bn.js here); it is typed below as the shim checked against it.
import UntypedBN from 'bn.js'
import { describe, expect, it } from 'vitest'

import { BN } from './bnBigint'

/** The real bn.js, the reference the shim must match. */
const RealBN = UntypedBN as typeof BN

// Values around the edges ethers meets: zero, signs, word boundaries of bn.js (26 bits), 53 and 256 bits.
const DECIMALS = [
  '0',
  '1',
  '-1',
  '67108863',
  '67108864',
  '-67108864',
  '9007199254740991',
  '-9007199254740991',
  '9007199254740992',
  '123456789012345678901234567890',
  '-98765432109876543210',
  (2n ** 255n).toString(),
  (2n ** 256n - 1n).toString(),
  (-(2n ** 255n)).toString(),
]
const NON_ZERO = DECIMALS.filter((value) => value !== '0')
const POSITIVE = DECIMALS.filter((value) => !value.startsWith('-'))

const pairs = (left: string[], right: string[]) => left.flatMap((a) => right.map((b) => [a, b] as const))

describe('bn.js on bigint', () => {
  it.each(DECIMALS)('reads and prints %s like bn.js in bases 10, 16 and 36', (text) => {
    const real = new RealBN(text)
    const shim = new BN(text)
    for (const base of [10, 16, 36]) expect(shim.toString(base)).toBe(real.toString(base))
    expect(new BN(real.toString(16), 16).toString()).toBe(text)
    expect(new BN(real.toString(36), 36).toString()).toBe(text)
    expect(new BN(real.toString(36).toUpperCase(), 36).toString()).toBe(text)
    expect(shim.isNeg()).toBe(real.isNeg())
    expect(shim.isZero()).toBe(real.isZero())
  })

  it.each(pairs(DECIMALS, DECIMALS))('compares, adds, subtracts and multiplies %s and %s', (a, b) => {
    const [x, y, rx, ry] = [new BN(a), new BN(b), new RealBN(a), new RealBN(b)]
    expect([x.eq(y), x.lt(y), x.lte(y), x.gt(y), x.gte(y)]).toEqual([
      rx.eq(ry),
      rx.lt(ry),
      rx.lte(ry),
      rx.gt(ry),
      rx.gte(ry),
    ])
    expect(x.add(y).toString()).toBe(rx.add(ry).toString())
    expect(x.sub(y).toString()).toBe(rx.sub(ry).toString())
    expect(x.mul(y).toString()).toBe(rx.mul(ry).toString())
  })

  it.each(pairs(DECIMALS, NON_ZERO))('divides %s by %s towards zero, with a non-negative modulo', (a, b) => {
    const [x, y, rx, ry] = [new BN(a), new BN(b), new RealBN(a), new RealBN(b)]
    expect(x.div(y).toString()).toBe(rx.div(ry).toString())
    expect(x.umod(y).toString()).toBe(rx.umod(ry).toString())
  })

  it.each(pairs(POSITIVE, POSITIVE))('does bitwise and, or and xor of %s and %s', (a, b) => {
    const [x, y, rx, ry] = [new BN(a), new BN(b), new RealBN(a), new RealBN(b)]
    expect(x.and(y).toString()).toBe(rx.and(ry).toString())
    expect(x.or(y).toString()).toBe(rx.or(ry).toString())
    expect(x.xor(y).toString()).toBe(rx.xor(ry).toString())
  })

  it.each(POSITIVE)('masks and shifts %s', (text) => {
    for (const bits of [0, 1, 8, 26, 53, 160, 256]) {
      expect(new BN(text).maskn(bits).toString()).toBe(new RealBN(text).maskn(bits).toString())
      expect(new BN(text).shln(bits).toString()).toBe(new RealBN(text).shln(bits).toString())
      expect(new BN(text).shrn(bits).toString()).toBe(new RealBN(text).shrn(bits).toString())
    }
  })

  it('raises to a power', () => {
    for (const [base, exponent] of [
      ['2', '255'],
      ['-3', '7'],
      ['10', '18'],
      ['0', '0'],
      ['7', '1'],
    ])
      expect(new BN(base).pow(new BN(exponent)).toString()).toBe(new RealBN(base).pow(new RealBN(exponent)).toString())
  })

  it('converts to and from two’s complement within the width', () => {
    const signed = ['0', '1', '-1', '127', '-128', (2n ** 255n - 1n).toString(), (-(2n ** 255n)).toString()]
    for (const text of signed) {
      const width = BigInt(text) >= -128n && BigInt(text) <= 127n ? 8 : 256
      const twos = new BN(text).toTwos(width)
      expect(twos.toString()).toBe(new RealBN(text).toTwos(width).toString())
      expect(twos.fromTwos(width).toString()).toBe(new RealBN(twos.toString()).fromTwos(width).toString())
      expect(twos.fromTwos(width).toString()).toBe(text)
    }
  })

  it('converts to a number only within 53 bits, like bn.js', () => {
    expect(new BN('9007199254740991').toNumber()).toBe(9007199254740991)
    expect(new BN('-9007199254740991').toNumber()).toBe(-9007199254740991)
    expect(() => new BN('9007199254740992').toNumber()).toThrow()
    expect(() => new RealBN('9007199254740992').toNumber()).toThrow()
  })

  it('rejects characters outside the base', () => {
    expect(() => new BN('12a')).toThrow()
    expect(() => new BN('0xg1', 16)).toThrow()
    expect(() => new BN('z!', 36)).toThrow()
  })
})
