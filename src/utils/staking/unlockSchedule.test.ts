import { describe, expect, it } from 'vitest'

import { unlockSchedule } from './unlockSchedule'

const now = Date.UTC(2025, 0, 1)

describe('unlockSchedule', () => {
  it('estimates both ends from the block time, ahead of the current block', () => {
    expect(unlockSchedule({ fromBlock: 200, toBlock: 1_000 }, { blockNumber: 100, blockTime: 2, now })).toEqual({
      fromBlock: 200,
      toBlock: 1_000,
      fromTime: now + 200_000,
      toTime: now + 1_800_000,
      phase: 'notStarted',
    })
  })

  it('dates blocks already mined in the past and says the lock is running', () => {
    const schedule = unlockSchedule({ fromBlock: 0, toBlock: 100 }, { blockNumber: 50, blockTime: 16, now })!
    expect(schedule.fromTime).toBe(now - 800_000)
    expect(schedule.toTime).toBe(now + 800_000)
    expect(schedule.phase).toBe('unlocking')
  })

  it('has ended from lockToBlock on, as the token releases everything then', () => {
    expect(unlockSchedule({ fromBlock: 0, toBlock: 100 }, { blockNumber: 100, blockTime: 2, now })?.phase).toBe('ended')
    expect(unlockSchedule({ fromBlock: 0, toBlock: 100 }, { blockNumber: 99, blockTime: 2, now })?.phase).toBe(
      'unlocking',
    )
  })

  it('rejects a schedule the token could not have and unusable timing', () => {
    const timing = { blockNumber: 1, blockTime: 2, now }
    expect(unlockSchedule({ fromBlock: 10, toBlock: 10 }, timing)).toBeUndefined()
    expect(unlockSchedule({ fromBlock: 10, toBlock: 5 }, timing)).toBeUndefined()
    expect(unlockSchedule({ fromBlock: -1, toBlock: 5 }, timing)).toBeUndefined()
    expect(unlockSchedule({ fromBlock: 0.5, toBlock: 5 }, timing)).toBeUndefined()
    expect(unlockSchedule({ fromBlock: 0, toBlock: Number.MAX_SAFE_INTEGER + 2 }, timing)).toBeUndefined()
    expect(unlockSchedule({ fromBlock: 0, toBlock: 5 }, { ...timing, blockTime: 0 })).toBeUndefined()
    expect(unlockSchedule({ fromBlock: 0, toBlock: 5 }, { ...timing, blockTime: Number.NaN })).toBeUndefined()
    expect(unlockSchedule({ fromBlock: 0, toBlock: 5 }, { ...timing, now: Number.NaN })).toBeUndefined()
  })
})
