import { describe, expect, it } from 'vitest'

import { BUSD, context, E18, LONELY, WFRA } from '@/test-support/pricingPools'
import { rational } from '@/utils/pricing/rational'

import { poolFigures } from './poolFigures'

const r = (numerator: bigint, denominator = 1n) => rational(numerator, denominator)!
// FRA = 2 BUSD: the pool holds 200,000 USD.
const pair = { token0: WFRA, token1: BUSD, reserve0: 50_000n * E18, reserve1: 100_000n * E18, totalSupply: 1000n }
const swap = (amount0In: bigint, amount1In: bigint) => ({ blockNumber: 1, amount0In, amount1In })

describe('poolFigures', () => {
  it('prices the pool, its day of swaps (inputs), their 0.3% fee and the providers’ APR', () => {
    // 10 FRA (20 USD) in, then 30 BUSD in: 50 USD of volume.
    const figures = poolFigures(pair, [swap(10n * E18, 0n), swap(0n, 30n * E18)], context(), false)
    expect(figures.tvlUsd).toEqual(r(200_000n))
    expect(figures.volume24hUsd).toEqual(r(50n))
    expect(figures.fees24hUsd).toEqual(r(15n, 100n))
    // 0.15 USD a day, 365 days, over 200,000 USD.
    expect(figures.feeApr).toEqual(r(15n * 365n, 100n * 200_000n))
  })

  it('gives providers 5/6 of the fee in the APR when the protocol fee is on; traders still paid 0.3%', () => {
    const figures = poolFigures(pair, [swap(0n, 60n * E18)], context(), true)
    expect(figures.fees24hUsd).toEqual(r(18n, 100n))
    expect(figures.feeApr).toEqual(r(15n * 365n, 100n * 200_000n))
  })

  it('counts a quiet day as zero volume, not as unknown', () => {
    const figures = poolFigures(pair, [], context(), false)
    expect(figures.volume24hUsd).toEqual(r(0n))
    expect(figures.feeApr).toEqual(r(0n))
  })

  it('leaves the day unknown while swaps load or were refused, and everything unknown without prices', () => {
    expect(poolFigures(pair, undefined, context(), false)).toEqual({ tvlUsd: r(200_000n) })
    expect(poolFigures(pair, [], undefined, false)).toEqual({})
  })

  it('does not price a pool of tokens the engine cannot price', () => {
    const lonely = {
      ...pair,
      token0: LONELY,
      token1: { ...LONELY, address: '0xF000000000000000000000000000000000000000' },
    }
    const figures = poolFigures(lonely, [swap(E18, 0n)], context(), false)
    expect(figures.tvlUsd).toBeUndefined()
    expect(figures.volume24hUsd).toBeUndefined()
    expect(figures.fees24hUsd).toBeUndefined()
  })

  it('leaves the APR unknown until the factory says whether the protocol takes a share', () => {
    expect(poolFigures(pair, [], context(), undefined).feeApr).toBeUndefined()
  })
})
