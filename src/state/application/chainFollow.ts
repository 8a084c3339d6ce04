// Whether a polled block number lower than the stored one is a lagging answer to ignore or a chain that really
// went back (a restarted development chain) to follow; kept pure for tests.

/** Polls in a row that must report a lower block before the store follows it down. */
export const BACKWARDS_CONFIRMATIONS = 3

export type BlockDecision = 'advance' | 'hold' | 'reset'

export interface FollowState {
  /** Consecutive polled answers lower than the stored block. */
  readonly backwardsStreak: number
}

export const INITIAL_FOLLOW_STATE: FollowState = { backwardsStreak: 0 }

/**
 * `advance` for a block at or above the stored one (the reducer keeps the highest), `hold` for a lower one that
 * may be a lagging fallback node, `reset` once lower answers persist or the first answer after an outage is lower
 * (a node that was down and comes back lower was restarted).
 */
export function followReportedBlock(
  stored: number | undefined,
  reported: number,
  state: FollowState,
  afterOutage: boolean,
): { decision: BlockDecision; state: FollowState } {
  if (stored === undefined || reported >= stored) return { decision: 'advance', state: INITIAL_FOLLOW_STATE }
  const backwardsStreak = state.backwardsStreak + 1
  if (afterOutage || backwardsStreak >= BACKWARDS_CONFIRMATIONS)
    return { decision: 'reset', state: INITIAL_FOLLOW_STATE }
  return { decision: 'hold', state: { backwardsStreak } }
}
