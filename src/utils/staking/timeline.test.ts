import { describe, expect, it } from 'vitest'

import { rewardTimeline } from './timeline'

describe('rewardTimeline', () => {
  it('is not started below the start block and counts down to it', () => {
    expect(rewardTimeline(90, 100, 200)).toEqual({
      phase: 'notStarted',
      untilStart: 10,
      remaining: 110,
      shouldShowCountdown: true,
      toDisplay: 10,
    })
    expect(rewardTimeline(99, 100, 200).phase).toBe('notStarted')
  })

  it('has started at the start block and counts down to the end', () => {
    expect(rewardTimeline(100, 100, 200)).toEqual({
      phase: 'started',
      untilStart: 0,
      remaining: 100,
      shouldShowCountdown: true,
      toDisplay: 100,
    })
    expect(rewardTimeline(199, 100, 200).phase).toBe('started')
  })

  it('has ended when no blocks remain', () => {
    expect(rewardTimeline(200, 100, 200)).toMatchObject({ phase: 'ended', remaining: 0, shouldShowCountdown: false })
    expect(rewardTimeline(250, 100, 200)).toMatchObject({ phase: 'ended', remaining: -50, toDisplay: 0 })
  })
})
