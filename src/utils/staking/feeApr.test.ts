import { describe, expect, it } from 'vitest'

import { BUSD, context, E18, LONELY, VENOM, WFRA } from '@/test-support/pricingPools'
import { rational } from '@/utils/pricing/rational'

import { dayStartBlock, feeApr, lpFeeRate, swapFeesUsd } from './feeApr'

const r = (numerator: bigint, denominator = 1n) => rational(numerator, denominator)!
// FRA = 2 BUSD: the pool holds 200,000 USD.
const pair = { token0: WFRA, token1: BUSD, reserve0: 50_000n * E18, reserve1: 100_000n * E18, totalSupply: 1000n }
const swap = (amount0In: bigint, amount1In: bigint, blockNumber = 1) => ({ blockNumber, amount0In, amount1In })

describe('lpFeeRate', () => {
  it('is 0.3% of the input, 0.25% once the protocol fee is on', () => {
    expect(lpFeeRate(false)).toEqual(r(3n, 1000n))
    expect(lpFeeRate(true)).toEqual(r(1n, 400n))
  })
})

describe('dayStartBlock', () => {
  it('is the first of the last 24 h of blocks, not below genesis', () => {
    expect(dayStartBlock(100_000, 2)).toBe(100_000 - 43_200 + 1)
    expect(dayStartBlock(100_000, 16)).toBe(100_000 - 5_400 + 1)
    expect(dayStartBlock(10, 2)).toBe(0)
    expect(dayStartBlock(0, 2)).toBe(0)
  })

  it('is undefined for bad input', () => {
    expect(dayStartBlock(-1, 2)).toBeUndefined()
    expect(dayStartBlock(Number.NaN, 2)).toBeUndefined()
    expect(dayStartBlock(10, 0)).toBeUndefined()
    expect(dayStartBlock(10, -2)).toBeUndefined()
  })
})

describe('swapFeesUsd', () => {
  it('prices each swap input and takes the LP fee of it', () => {
    // 10 FRA (20 USD) in, then 100 BUSD in: 120 USD of volume, 0.36 USD of fees.
    expect(swapFeesUsd([swap(10n * E18, 0n), swap(0n, 100n * E18)], pair, context(), false)).toEqual(r(36n, 100n))
    expect(swapFeesUsd([swap(10n * E18, 0n), swap(0n, 100n * E18)], pair, context(), true)).toEqual(r(3n, 10n))
  })

  it('prices a side the engine cannot price through the pair itself', () => {
    // LONELY/VENOM at 2 LONELY a VENOM (0.5 BUSD): a LONELY is 0.25 BUSD.
    const lonely = { token0: LONELY, token1: VENOM, reserve0: 400n * E18, reserve1: 200n * E18, totalSupply: 1n }
    expect(swapFeesUsd([swap(1000n * E18, 0n)], lonely, context(), false)).toEqual(r(3n, 4n))
    const reversed = { ...lonely, token0: VENOM, token1: LONELY, reserve0: 200n * E18, reserve1: 400n * E18 }
    expect(swapFeesUsd([swap(0n, 1000n * E18)], reversed, context(), false)).toEqual(r(3n, 4n))
  })

  it('is undefined when neither side has a price, or for a negative amount', () => {
    const unpriced = { ...pair, token0: LONELY, token1: LONELY }
    expect(swapFeesUsd([swap(1n, 0n)], unpriced, context(), false)).toBeUndefined()
    expect(swapFeesUsd([swap(-1n, 0n)], pair, context(), false)).toBeUndefined()
  })
})

describe('feeApr', () => {
  it('is fees of the day × 365 over the pool liquidity', () => {
    // 0.36 USD a day × 365 / 200,000 USD
    expect(feeApr([swap(10n * E18, 0n), swap(0n, 100n * E18)], pair, context(), false)).toEqual(
      r(36n * 365n, 100n * 200_000n),
    )
  })

  it('is a real 0% for a day without swaps', () => {
    expect(feeApr([], pair, context(), false)).toEqual(r(0n))
  })

  it('is undefined for an empty pool or one without prices', () => {
    expect(feeApr([], { ...pair, totalSupply: 0n }, context(), false)).toBeUndefined()
    expect(feeApr([], { ...pair, reserve0: 0n, reserve1: 0n }, context(), false)).toBeUndefined()
    expect(feeApr([], { ...pair, token0: LONELY, token1: LONELY }, context(), false)).toBeUndefined()
  })
})
