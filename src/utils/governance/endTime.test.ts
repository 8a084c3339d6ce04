import { describe, expect, it } from 'vitest'

import { estimateVotingEnd, VOTING_BLOCK_SECONDS } from './endTime'

const NOW = Date.UTC(2026, 10, 1, 12, 0, 0)

describe('estimateVotingEnd', () => {
  it('counts 13 seconds per block into the future', () => {
    expect(VOTING_BLOCK_SECONDS).toBe(13)
    const end = estimateVotingEnd(100, 200, NOW)
    expect(end?.hasEnded).toBe(false)
    expect(end?.date.getTime()).toBe(NOW + 100 * 13_000)
  })

  it('has ended once the end block is reached or passed', () => {
    const end = estimateVotingEnd(300, 200, NOW)
    expect(end?.hasEnded).toBe(true)
    expect(end?.date.getTime()).toBe(NOW - 100 * 13_000)
    expect(estimateVotingEnd(200, 200, NOW)?.hasEnded).toBe(true)
  })

  it('waits for both blocks', () => {
    expect(estimateVotingEnd(undefined, 200, NOW)).toBeUndefined()
    expect(estimateVotingEnd(100, undefined, NOW)).toBeUndefined()
  })
})
