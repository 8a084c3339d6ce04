import { describe, expect, it } from 'vitest'

import { BUSD, context, E18, LONELY, USDC, VENOM, WFRA } from '@/test-support/pricingPools'
import { rational, ZERO } from '@/utils/pricing/rational'

import { byUsdValue, holdingUsd, isHeld, pooledAmounts, portfolioTotal, v1RedeemedUsd } from './holdings'

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
