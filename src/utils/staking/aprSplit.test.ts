import { describe, expect, it } from 'vitest'

import { add, rational } from '@/utils/pricing/rational'

import { splitApr } from './aprSplit'

const r = (numerator: bigint, denominator = 1n) => rational(numerator, denominator)!

describe('splitApr', () => {
  it('pays 5% now and locks 95% of the reward APR', () => {
    const split = splitApr(r(1n, 2n), 95n)!
    expect(split.paidNow).toEqual(r(1n, 40n))
    expect(split.locked).toEqual(r(19n, 40n))
    expect(add(split.paidNow, split.locked)).toEqual(r(1n, 2n))
  })

  it('keeps a zero APR a real zero on both sides', () => {
    expect(splitApr(r(0n), 95n)).toEqual({ paidNow: r(0n), locked: r(0n) })
  })

  it('handles nothing locked and everything locked', () => {
    expect(splitApr(r(3n), 0n)).toEqual({ paidNow: r(3n), locked: r(0n) })
    expect(splitApr(r(3n), 100n)).toEqual({ paidNow: r(0n), locked: r(3n) })
  })

  it('is undefined without an APR or with a percentage out of range', () => {
    expect(splitApr(undefined, 95n)).toBeUndefined()
    expect(splitApr(r(1n), undefined)).toBeUndefined()
    expect(splitApr(r(1n), -1n)).toBeUndefined()
    expect(splitApr(r(1n), 101n)).toBeUndefined()
  })
})
