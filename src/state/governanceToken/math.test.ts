import { describe, expect, it } from 'vitest'

import {
  decimalToFraction,
  multiply,
  numberToFraction,
  reservePrice,
  splitPendingReward,
  usdValue,
  userFigures,
} from './math'

const E18 = 10n ** 18n

describe('splitPendingReward', () => {
  it('locks 95% rounded down, as MasterBreeder does', () => {
    expect(splitPendingReward(100n)).toEqual({ locked: 95n, unlocked: 5n })
    expect(splitPendingReward(19n)).toEqual({ locked: 18n, unlocked: 1n })
    expect(splitPendingReward(0n)).toEqual({ locked: 0n, unlocked: 0n })
  })
})

describe('userFigures', () => {
  it('aggregates balances and per-farm reward splits', () => {
    const figures = userFigures({ balanceOf: 10n, lockOf: 5n, totalBalanceOf: 15n, pendingRewards: [19n, 100n] })
    expect(figures).toEqual({
      aggregatedBalance: 15n + 119n,
      unlockedBalance: 10n,
      lockedBalance: 5n,
      totalBalance: 15n,
      claimableLocked: 18n + 95n,
      claimableUnlocked: 1n + 5n,
    })
  })
})

describe('prices', () => {
  it('reads decimals and API numbers as reduced fractions', () => {
    expect(decimalToFraction('0.0025')).toEqual({ numerator: '1', denominator: '400' })
    expect(decimalToFraction('2')).toEqual({ numerator: '2', denominator: '1' })
    for (const bad of ['1e-7', '-1', '', '.5', '1.', 'abc']) expect(decimalToFraction(bad)).toBeUndefined()
    expect(numberToFraction(0.5)).toEqual({ numerator: '1', denominator: '2' })
    expect(numberToFraction(1e-7)).toEqual({ numerator: '1', denominator: '10000000' })
    for (const bad of [0, -1, NaN, Infinity, '0.5', null, 1e16, 1e-20]) expect(numberToFraction(bad)).toBeUndefined()
  })

  it('prices a token from reserves with different decimals', () => {
    // 1,000 A (18 decimals) against 500 B (6 decimals): 1 A = 0.5 B.
    const price = reservePrice(1000n * E18, 18, 500n * 10n ** 6n, 6)!
    expect(price).toEqual({ numerator: '1', denominator: '2' })
    expect(reservePrice(0n, 18, 1n, 18)).toBeUndefined()
  })

  it('multiplies prices and values amounts in USD raw units', () => {
    const price = multiply({ numerator: '1', denominator: '2' }, { numerator: '3', denominator: '1' })
    expect(price).toEqual({ numerator: '3', denominator: '2' })
    expect(usdValue(1000n * E18, price)).toBe(1500n * E18)
    // Circulating market cap: the fixed 25,000,000 tokens.
    expect(usdValue(25_000_000n * E18, { numerator: '1', denominator: '4' })).toBe(6_250_000n * E18)
  })
})
