import { describe, expect, it } from 'vitest'

import { MAX_RECORDED_TRANSACTIONS_PER_CHAIN } from '@/config/transactions'

import { hashesBeyondRetention } from './retention'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const records = (times: number[]) => Object.fromEntries(times.map((addedTime, i) => [hash(i), { addedTime }]))

describe('hashesBeyondRetention', () => {
  it('removes nothing at or under the limit', () => {
    expect(hashesBeyondRetention({}, 3)).toEqual([])
    expect(hashesBeyondRetention(records([1, 2, 3]), 3)).toEqual([])
  })

  it('removes the oldest records past the limit, whatever their order', () => {
    expect(hashesBeyondRetention(records([50, 10, 40, 20, 30]), 3).sort()).toEqual([hash(1), hash(3)].sort())
  })

  it('breaks ties in time by hash, the same way every time', () => {
    const tied = records([5, 5, 5, 5])
    expect(hashesBeyondRetention(tied, 2)).toEqual([hash(2), hash(3)])
    expect(hashesBeyondRetention({ ...tied }, 2)).toEqual(hashesBeyondRetention(tied, 2))
  })

  it('removes everything for a limit of zero or less', () => {
    expect(hashesBeyondRetention(records([1, 2]), 0)).toHaveLength(2)
    expect(hashesBeyondRetention(records([1, 2]), -1)).toHaveLength(2)
  })

  it('keeps the configured number by default', () => {
    const many = records(Array.from({ length: MAX_RECORDED_TRANSACTIONS_PER_CHAIN + 7 }, (_, i) => i))
    const removed = hashesBeyondRetention(many)
    expect(removed).toHaveLength(7)
    expect(removed.sort()).toEqual([0, 1, 2, 3, 4, 5, 6].map(hash).sort())
  })
})
