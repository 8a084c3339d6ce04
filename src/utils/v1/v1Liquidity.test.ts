import { describe, expect, it } from 'vitest'

import {
  formatBipsPercent,
  isLargePriceDifference,
  migrationMinimums,
  priceDifferenceBips,
  removalMinimums,
  v1PositionAmounts,
  v2Deposit,
} from './v1Liquidity'

const E18 = 10n ** 18n

describe('v1PositionAmounts', () => {
  it('is the share of each reserve, rounded down like removeLiquidity', () => {
    expect(v1PositionAmounts(10n, 30n, { token: 100n, native: 50n })).toEqual({ token: 33n, native: 16n })
  })
  it('is the whole reserve for the whole supply', () => {
    const reserves = { token: 2020n * E18, native: 1010n * E18 }
    expect(v1PositionAmounts(1010n * E18, 1010n * E18, reserves)).toEqual(reserves)
  })
  it('is zero without supply or liquidity', () => {
    expect(v1PositionAmounts(5n, 0n, { token: 1n, native: 1n })).toEqual({ token: 0n, native: 0n })
    expect(v1PositionAmounts(0n, 10n, { token: 1n, native: 1n })).toEqual({ token: 0n, native: 0n })
  })
})

describe('priceDifferenceBips', () => {
  it('is zero at equal prices whatever the depth', () => {
    expect(priceDifferenceBips({ token: 2000n, native: 1000n }, { token: 100000n, native: 50000n })).toBe(0n)
  })
  it('measures V1 against V2 in both directions', () => {
    // V1 10% below V2 (token per native), and 10% above.
    expect(priceDifferenceBips({ token: 90n, native: 100n }, { token: 100n, native: 100n })).toBe(1000n)
    expect(priceDifferenceBips({ token: 110n, native: 100n }, { token: 100n, native: 100n })).toBe(1000n)
  })
  it('is undefined with an empty reserve', () => {
    expect(priceDifferenceBips({ token: 0n, native: 1n }, { token: 1n, native: 1n })).toBeUndefined()
    expect(priceDifferenceBips({ token: 1n, native: 1n }, { token: 1n, native: 0n })).toBeUndefined()
  })
})

describe('isLargePriceDifference', () => {
  it('warns from 5% on', () => {
    expect(isLargePriceDifference(499n)).toBe(false)
    expect(isLargePriceDifference(500n)).toBe(true)
    expect(isLargePriceDifference(undefined)).toBe(false)
  })
})

describe('formatBipsPercent', () => {
  it('shows up to two decimals', () => {
    expect(formatBipsPercent(1234n)).toBe('12.34')
    expect(formatBipsPercent(1000n)).toBe('10')
    expect(formatBipsPercent(510n)).toBe('5.1')
    expect(formatBipsPercent(7n)).toBe('0.07')
  })
})

describe('v2Deposit', () => {
  it('is the whole position at equal prices or without a pair', () => {
    const position = { token: 20n * E18, native: 10n * E18 }
    expect(v2Deposit(position, { token: 100000n * E18, native: 50000n * E18 })).toEqual(position)
    expect(v2Deposit(position)).toEqual(position)
    expect(v2Deposit(position, { token: 0n, native: 0n })).toEqual(position)
  })
  it('keeps all of the side that is short at the V2 price', () => {
    // V2: 1 native = 4 tokens. 20 tokens need 5 native; 10 native would need 40 tokens.
    expect(v2Deposit({ token: 20n, native: 10n }, { token: 400n, native: 100n })).toEqual({ token: 20n, native: 5n })
    // V2: 1 native = 1 token. 20 tokens need 20 native, only 10 held: 10 tokens go with them.
    expect(v2Deposit({ token: 20n, native: 10n }, { token: 100n, native: 100n })).toEqual({ token: 10n, native: 10n })
  })
})

describe('migrationMinimums', () => {
  it('is 99.5% (9950/10000) of the position at equal prices, rounded down', () => {
    expect(migrationMinimums({ token: 20n * E18, native: 10n * E18 }, { token: 2n, native: 1n })).toEqual({
      token: 199n * 10n ** 17n,
      native: 995n * 10n ** 16n,
    })
    expect(migrationMinimums({ token: 10001n, native: 3n })).toEqual({ token: 9950n, native: 2n })
  })
  it('is 99.5% of the V2 deposit when the prices differ', () => {
    expect(migrationMinimums({ token: 20000n, native: 10000n }, { token: 400n, native: 100n })).toEqual({
      token: 19900n,
      native: 4975n,
    })
  })
})

describe('removalMinimums', () => {
  it('takes the slippage off each side, rounding down', () => {
    expect(removalMinimums({ token: 10_000n, native: 2_001n }, 50)).toEqual({ token: 9_950n, native: 1_990n })
    expect(removalMinimums({ token: 10_000n, native: 10_000n }, 0)).toEqual({ token: 10_000n, native: 10_000n })
  })

  it('never asks for 0 (the exchange refuses it), even for dust or a 100% slippage', () => {
    expect(removalMinimums({ token: 1n, native: 0n }, 50)).toEqual({ token: 1n, native: 1n })
    expect(removalMinimums({ token: 5_000n, native: 5_000n }, 10_000)).toEqual({ token: 1n, native: 1n })
  })

  it('clamps a slippage outside 0–10000 basis points', () => {
    expect(removalMinimums({ token: 100n, native: 100n }, -5)).toEqual({ token: 100n, native: 100n })
    expect(removalMinimums({ token: 100n, native: 100n }, 1e9)).toEqual({ token: 1n, native: 1n })
  })
})
