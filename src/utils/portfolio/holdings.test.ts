import { describe, expect, it } from 'vitest'

import { BUSD, context, E18, LONELY, USDC, VENOM, WFRA } from '@/test-support/pricingPools'
import { rational, ZERO } from '@/utils/pricing/rational'

import {
  byUsdValue,
  holdingsChange,
  holdingUsd,
  isHeld,
  pooledAmounts,
  portfolioTotal,
  v1RedeemedUsd,
} from './holdings'

describe('holdingUsd', () => {
  it('prices a holding at the engine’s price, in whole units of the token', () => {
    expect(holdingUsd(VENOM, 3n * E18, context())).toEqual(rational(3n, 2n))
    expect(holdingUsd(USDC, 2_500_000n, context())).toEqual(rational(5n, 2n))
    expect(holdingUsd(BUSD, 7n * E18, context())).toEqual(rational(7n))
  })

  it('knows nothing of an unpriced token, or before the prices are read, except that none of it is worth zero', () => {
    expect(holdingUsd(LONELY, E18, context())).toBeUndefined()
    expect(holdingUsd(VENOM, E18, undefined)).toBeUndefined()
    expect(holdingUsd(LONELY, 0n, context())).toEqual(ZERO)
  })
})

describe('pooledAmounts', () => {
  it('is the share of each reserve, rounded down as the burn rounds', () => {
    const pool = { reserve0: 1_000n, reserve1: 10n, totalSupply: 300n }
    expect(pooledAmounts(pool, 100n)).toEqual([333n, 3n])
    expect(pooledAmounts(pool, 300n)).toEqual([1_000n, 10n])
    expect(pooledAmounts(pool, 0n)).toEqual([0n, 0n])
  })

  it('withdraws nothing from a pool without supply', () => {
    expect(pooledAmounts({ reserve0: 5n, reserve1: 5n, totalSupply: 0n }, 1n)).toEqual([0n, 0n])
  })
})

describe('portfolioTotal', () => {
  it('sums the priced holdings and counts those of more than nothing it had to leave out', () => {
    expect(
      portfolioTotal([
        { raw: 1n, usd: rational(3n, 2n) },
        { raw: 5n, usd: rational(1n, 2n) },
        { raw: 9n },
        { raw: 0n },
        { raw: 0n, usd: ZERO },
      ]),
    ).toEqual({ usd: rational(2n), unpriced: 1 })
    expect(portfolioTotal([])).toEqual({ usd: ZERO, unpriced: 0 })
  })

  it('holds a token only with more than nothing of it', () => {
    expect(isHeld({ raw: 1n })).toBe(true)
    expect(isHeld({ raw: 0n, usd: ZERO })).toBe(false)
  })
})

describe('byUsdValue', () => {
  it('puts the largest value first and the unpriced last, larger amounts first among them', () => {
    const small = { raw: 1n, usd: rational(1n) }
    const large = { raw: 1n, usd: rational(10n) }
    const unpricedFew = { raw: 2n }
    const unpricedMany = { raw: 20n }
    const none = { raw: 0n, usd: ZERO }
    expect([unpricedFew, small, none, unpricedMany, large].sort(byUsdValue)).toEqual([
      large,
      small,
      none,
      unpricedMany,
      unpricedFew,
    ])
  })
})

describe('v1RedeemedUsd', () => {
  it('values the token and the native coin a V1 position redeems for', () => {
    // 10 VENOM at $0.50 and 2 FRA at $2.
    expect(v1RedeemedUsd(VENOM, { token: 10n * E18, native: 2n * E18 }, WFRA.decimals, context())).toEqual(rational(9n))
  })

  it('knows no value when either side has no price', () => {
    expect(v1RedeemedUsd(LONELY, { token: E18, native: E18 }, 18, context())).toBeUndefined()
    expect(v1RedeemedUsd(VENOM, { token: E18, native: E18 }, 18, context([]))).toBeUndefined()
  })
})

describe('holdingsChange', () => {
  // Now FRA = 2 BUSD and VENOM = 0.5 BUSD; a day ago FRA = 1 BUSD and VENOM = 0.5 BUSD.
  const now = context()
  const then = context([
    [WFRA.address, 100_000n * E18, BUSD.address, 100_000n * E18],
    [VENOM.address, 200_000n * E18, BUSD.address, 100_000n * E18],
  ])

  it('is the holdings at today’s prices over the same holdings at the prices then', () => {
    // 10 FRA ($20 now, $10 then) and 20 VENOM ($10 both): $30 over $20.
    const parts = [
      { token: WFRA, raw: 10n * E18 },
      { token: VENOM, raw: 20n * E18 },
    ]
    expect(holdingsChange(parts, now, then)).toEqual(rational(3n, 2n))
  })

  it('leaves out what either end cannot price, and prices by the pools, not the endpoint', () => {
    // USDC had no pool then; LONELY none at all.
    const parts = [
      { token: WFRA, raw: 10n * E18 },
      { token: USDC, raw: 5_000_000n },
      { token: LONELY, raw: E18 },
    ]
    expect(holdingsChange(parts, { ...now, nativeUsd: rational(9n) }, then)).toEqual(rational(2n))
  })

  it('knows no change when nothing was priced then', () => {
    expect(holdingsChange([{ token: WFRA, raw: E18 }], now, context([]))).toBeUndefined()
    expect(holdingsChange([], now, then)).toBeUndefined()
  })
})
