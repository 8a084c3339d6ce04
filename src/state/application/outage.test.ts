import { describe, expect, it } from 'vitest'

import { OUTAGE_BACKOFF, outageRetryDelay } from './outage'

describe('outageRetryDelay', () => {
  it('doubles with each failure, between half and all of the step', () => {
    const low = () => 0
    const high = () => 1
    expect([1, 2, 3, 4, 5, 6].map((n) => outageRetryDelay(n, high))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000,
    ])
    expect([1, 2, 3, 4, 5, 6].map((n) => outageRetryDelay(n, low))).toEqual([1_000, 1_000, 2_000, 4_000, 8_000, 15_000])
    expect(outageRetryDelay(4, () => 0.5)).toBe(6_000)
  })

  it('never goes below one try a second nor above the cap, however many failures', () => {
    for (const failures of [0, 1, 2, 10, 31, 32, 100, 1e9]) {
      for (const r of [0, 0.25, 0.999, 1]) {
        const delay = outageRetryDelay(failures, () => r)
        expect(delay).toBeGreaterThanOrEqual(OUTAGE_BACKOFF.minMs)
        expect(delay).toBeLessThanOrEqual(OUTAGE_BACKOFF.capMs)
      }
    }
  })

  it('survives nonsense: negative, fractional, NaN failures and a random source out of range', () => {
    expect(outageRetryDelay(-3, () => 1)).toBe(1_000)
    expect(outageRetryDelay(Number.NaN, () => 1)).toBe(1_000)
    expect(outageRetryDelay(Infinity, () => 1)).toBe(30_000)
    expect(outageRetryDelay(3.7, () => 1)).toBe(4_000)
    expect(outageRetryDelay(5, () => 7)).toBe(16_000)
    expect(outageRetryDelay(5, () => -1)).toBe(8_000)
    expect(outageRetryDelay(5, () => Number.NaN)).toBe(16_000)
  })

  it('spreads tries with jitter', () => {
    const delays = new Set([0, 0.2, 0.4, 0.6, 0.8].map((r) => outageRetryDelay(5, () => r)))
    expect(delays.size).toBe(5)
  })
})
