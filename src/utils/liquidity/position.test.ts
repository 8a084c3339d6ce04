import { describe, expect, it } from 'vitest'

import { JSBI, Percent } from '@/sdk'
import { BUSD, pair, units, WFRA } from '@/test-support/trades'

import { computePosition, formatPoolShare } from './position'

const big = (value: string | number) => JSBI.BigInt(String(value))
const e18 = (value: number) => JSBI.BigInt((BigInt(value) * 10n ** 18n).toString())

describe('computePosition', () => {
  // 1,000 WFRA and 10,000 BUSD with 100 pool tokens in circulation.
  const wfraBusd = pair(units(WFRA, 1000), units(BUSD, 10000))

  it('adds the staked pool tokens to the wallet ones and values the total', () => {
    const position = computePosition(wfraBusd, e18(100), e18(5), e18(15))
    expect(position?.total.toExact()).toBe('20')
    expect(position?.wallet.toExact()).toBe('5')
    expect(position?.staked.toExact()).toBe('15')
    expect(position?.share.toFixed(6)).toBe('20.000000')
    const [pooled0, pooled1] = position?.pooled ?? []
    // token0 is BUSD (its address sorts first).
    expect(pooled0?.token.equals(BUSD)).toBe(true)
    expect(pooled0?.toExact()).toBe('2000')
    expect(pooled1?.toExact()).toBe('200')
  })

  it('counts a stake alone as a position', () => {
    expect(computePosition(wfraBusd, e18(100), undefined, e18(1))?.total.toExact()).toBe('1')
  })

  it('rounds pooled amounts down, like the contract', () => {
    const position = computePosition(wfraBusd, big(3), big(1))
    expect(position?.pooled[0].raw.toString()).toBe('3333333333333333333333')
  })

  it('is undefined without pool tokens, without a supply, or with more tokens than the supply', () => {
    expect(computePosition(wfraBusd, e18(100))).toBeUndefined()
    expect(computePosition(wfraBusd, undefined, e18(1))).toBeUndefined()
    expect(computePosition(wfraBusd, big(0), e18(1))).toBeUndefined()
    expect(computePosition(wfraBusd, e18(1), e18(1), big(1))).toBeUndefined()
  })
})

describe('formatPoolShare', () => {
  const share = (numerator: number, denominator: number) => new Percent(big(numerator), big(denominator))

  it('shows 6 or 2 decimals', () => {
    expect(formatPoolShare(share(1, 3), 6)).toBe('33.333333')
    expect(formatPoolShare(share(1, 3), 2)).toBe('33.33')
    expect(formatPoolShare(share(1, 1), 2)).toBe('100.00')
  })

  it("shows '<0.01' (or '<0.000001') for a positive share that rounds to zero", () => {
    expect(formatPoolShare(share(1, 1_000_000), 2)).toBe('<0.01')
    expect(formatPoolShare(share(1, 1_000_000), 6)).toBe('0.000100')
    expect(formatPoolShare(share(1, 10_000_000_000), 6)).toBe('<0.000001')
    expect(formatPoolShare(share(0, 1), 2)).toBe('0.00')
  })

  it("shows '-' when unknown", () => {
    expect(formatPoolShare(undefined, 2)).toBe('-')
  })
})
