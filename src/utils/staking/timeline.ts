// The reward timeline of a farm or pool from its start and end blocks and the current block (spec §4).

export type RewardPhase = 'notStarted' | 'started' | 'ended'

export interface RewardTimeline {
  phase: RewardPhase
  /** Blocks until the start block; 0 once started. */
  untilStart: number
  /** Blocks until the end block; 0 or less once ended. */
  remaining: number
  /** Whether a countdown is shown: before the start and while rewards run. */
  shouldShowCountdown: boolean
  /** Blocks the countdown counts down: until the start before it, else until the end. */
  toDisplay: number
}

/** Not started below the start block; started while blocks remain; ended when none remain. */
export function rewardTimeline(current: number, start: number, end: number): RewardTimeline {
  const untilStart = Math.max(start - current, 0)
  const remaining = end - current
  const phase: RewardPhase = remaining <= 0 ? 'ended' : untilStart > 0 ? 'notStarted' : 'started'
  return {
    phase,
    untilStart,
    remaining,
    shouldShowCountdown: phase !== 'ended',
    toDisplay: phase === 'notStarted' ? untilStart : Math.max(remaining, 0),
  }
}
