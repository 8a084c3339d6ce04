import { describe, expect, it } from 'vitest'

import { shouldCheck } from './shouldCheck'

const NOW = 1_700_000_000_000
const MINUTE = 60_000
const tx = (ageMinutes: number, lastCheckedBlockNumber?: number) => ({
  addedTime: NOW - ageMinutes * MINUTE,
  lastCheckedBlockNumber,
})

describe('shouldCheck', () => {
  it('checks a transaction never checked', () => {
    expect(shouldCheck(10, tx(0), NOW)).toBe(true)
    expect(shouldCheck(10, tx(120), NOW)).toBe(true)
  })

  it('never checks a finalized, dropped or replaced transaction', () => {
    const receipt = {
      blockHash: '0x',
      blockNumber: 1,
      contractAddress: '',
      from: '0x',
      to: '0x',
      transactionHash: '0x',
      transactionIndex: 0,
    }
    expect(shouldCheck(10, { ...tx(0), receipt }, NOW)).toBe(false)
    expect(shouldCheck(10, { ...tx(0), dropped: { reason: 'replaced', detectedTime: NOW } }, NOW)).toBe(false)
    expect(shouldCheck(10, { ...tx(0), dropped: { reason: 'dropped', detectedTime: NOW } }, NOW)).toBe(false)
  })

  it('needs at least one new block', () => {
    expect(shouldCheck(10, tx(1, 10), NOW)).toBe(false)
    expect(shouldCheck(10, tx(1, 11), NOW)).toBe(false)
    expect(shouldCheck(11, tx(1, 10), NOW)).toBe(true)
  })

  it('checks every block up to 5 minutes', () => {
    expect(shouldCheck(11, tx(5, 10), NOW)).toBe(true)
  })

  it('after 5 minutes, needs more than 2 blocks', () => {
    expect(shouldCheck(12, tx(5.01, 10), NOW)).toBe(false)
    expect(shouldCheck(13, tx(5.01, 10), NOW)).toBe(true)
    expect(shouldCheck(12, tx(60, 10), NOW)).toBe(false)
    expect(shouldCheck(13, tx(60, 10), NOW)).toBe(true)
  })

  it('after 60 minutes, needs more than 9 blocks', () => {
    expect(shouldCheck(19, tx(60.01, 10), NOW)).toBe(false)
    expect(shouldCheck(20, tx(60.01, 10), NOW)).toBe(true)
    expect(shouldCheck(13, tx(24 * 60, 10), NOW)).toBe(false)
  })
})
