import { describe, expect, it } from 'vitest'

import { parseDurationMs, TX_CHECK_INTERVAL_MS, TX_DROPPED_GRACE_MS } from './transactions'

describe('parseDurationMs', () => {
  it.each([
    ['4000', 4000],
    [' 60000 ', 60_000],
    ['1', 1],
  ])('reads %j as %d ms', (raw, ms) => {
    expect(parseDurationMs(raw, 7)).toBe(ms)
  })

  it.each([undefined, '', '0', '-5', '1.5', '1e3', 'soon', '9999999999', 4000, null])('falls back for %j', (raw) => {
    expect(parseDurationMs(raw, 7)).toBe(7)
  })
})

describe('transaction timings', () => {
  it('checks a few times per grace period, within 1 to 15 seconds', () => {
    expect(TX_DROPPED_GRACE_MS).toBeGreaterThan(0)
    expect(TX_CHECK_INTERVAL_MS).toBeGreaterThanOrEqual(1_000)
    expect(TX_CHECK_INTERVAL_MS).toBeLessThanOrEqual(Math.max(1_000, TX_DROPPED_GRACE_MS / 4))
  })
})
