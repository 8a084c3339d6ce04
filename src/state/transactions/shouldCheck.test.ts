import { describe, expect, it } from 'vitest'

import { shouldCheck } from './shouldCheck'

const NOW = 1_700_000_000_000
const MINUTE = 60_000
const INTERVAL = 15_000
const tx = (ageMinutes: number, lastCheckedBlockNumber?: number) => ({
  addedTime: NOW - ageMinutes * MINUTE,
  lastCheckedBlockNumber,
})
/** Checked this session `secondsAgo` ago. */
const timing = (secondsAgo = 0) => ({ now: NOW, lastCheckedAt: NOW - secondsAgo * 1000, intervalMs: INTERVAL })
const receipt = {
  blockHash: '0x',
  blockNumber: 1,
  contractAddress: '',
  from: '0x',
  to: '0x',
  transactionHash: '0x',
  transactionIndex: 0,
}

describe('shouldCheck', () => {
  it('checks a transaction never checked, or not yet in this session', () => {
    expect(shouldCheck(10, tx(0), timing())).toBe(true)
    expect(shouldCheck(10, tx(120), timing())).toBe(true)
    expect(shouldCheck(10, tx(1, 10), { now: NOW, intervalMs: INTERVAL })).toBe(true)
  })

  it('never checks a finalized, replaced or cancelled transaction', () => {
    const dropped = (reason: 'dropped' | 'replaced' | 'cancelled') => ({ reason, detectedTime: NOW })
    expect(shouldCheck(10, { ...tx(0), receipt }, timing(999))).toBe(false)
    expect(shouldCheck(99, { ...tx(0, 1), dropped: dropped('replaced') }, timing(999))).toBe(false)
    expect(shouldCheck(99, { ...tx(0, 1), dropped: dropped('cancelled') }, timing(999))).toBe(false)
  })

  it('still watches a dropped transaction for a day, on the slow schedule', () => {
    const dropped = { reason: 'dropped' as const, detectedTime: NOW }
    expect(shouldCheck(20, { ...tx(2, 10), dropped }, timing())).toBe(true)
    expect(shouldCheck(11, { ...tx(61, 10), dropped }, timing(1))).toBe(false)
    expect(shouldCheck(11, { ...tx(61, 10), dropped }, timing(150))).toBe(true)
    expect(shouldCheck(99, { ...tx(24 * 60, 10), dropped }, timing(9999))).toBe(false)
  })

  it('needs a new block or a timer period', () => {
    expect(shouldCheck(10, tx(1, 10), timing())).toBe(false)
    expect(shouldCheck(9, tx(1, 10), timing(14))).toBe(false)
    expect(shouldCheck(11, tx(1, 10), timing())).toBe(true)
    expect(shouldCheck(10, tx(1, 10), timing(15))).toBe(true)
  })

  it('checks every block or period up to 5 minutes', () => {
    expect(shouldCheck(11, tx(5, 10), timing())).toBe(true)
    expect(shouldCheck(10, tx(5, 10), timing(15))).toBe(true)
  })

  it('after 5 minutes, needs 3 blocks or 3 periods', () => {
    expect(shouldCheck(12, tx(5.01, 10), timing(44))).toBe(false)
    expect(shouldCheck(13, tx(5.01, 10), timing())).toBe(true)
    expect(shouldCheck(10, tx(5.01, 10), timing(45))).toBe(true)
    expect(shouldCheck(12, tx(60, 10), timing())).toBe(false)
    expect(shouldCheck(13, tx(60, 10), timing())).toBe(true)
  })

  it('after 60 minutes, needs 10 blocks or 10 periods', () => {
    expect(shouldCheck(19, tx(60.01, 10), timing(149))).toBe(false)
    expect(shouldCheck(20, tx(60.01, 10), timing())).toBe(true)
    expect(shouldCheck(10, tx(60.01, 10), timing(150))).toBe(true)
    expect(shouldCheck(13, tx(24 * 60, 10), timing())).toBe(false)
  })
})
