import { describe, expect, it } from 'vitest'

import { BACKWARDS_CONFIRMATIONS, followReportedBlock, INITIAL_FOLLOW_STATE } from './chainFollow'

describe('followReportedBlock', () => {
  it('advances on the first block and on any block at or above the stored one', () => {
    expect(followReportedBlock(undefined, 0, INITIAL_FOLLOW_STATE, false).decision).toBe('advance')
    expect(followReportedBlock(10, 10, INITIAL_FOLLOW_STATE, false).decision).toBe('advance')
    expect(followReportedBlock(10, 11, { backwardsStreak: 2 }, false)).toEqual({
      decision: 'advance',
      state: INITIAL_FOLLOW_STATE,
    })
  })

  it('holds a lower block (a lagging node) until it has been reported enough times in a row', () => {
    let state = INITIAL_FOLLOW_STATE
    const decisions: string[] = []
    for (let i = 0; i < BACKWARDS_CONFIRMATIONS; i++) {
      const next = followReportedBlock(100, 5, state, false)
      decisions.push(next.decision)
      state = next.state
    }
    expect(decisions).toEqual([...Array<string>(BACKWARDS_CONFIRMATIONS - 1).fill('hold'), 'reset'])
    expect(state).toEqual(INITIAL_FOLLOW_STATE)
  })

  it('starts counting again when the chain catches up in between', () => {
    const first = followReportedBlock(100, 99, INITIAL_FOLLOW_STATE, false)
    const caughtUp = followReportedBlock(100, 100, first.state, false)
    const again = followReportedBlock(100, 99, caughtUp.state, false)
    expect([first.decision, caughtUp.decision, again.decision]).toEqual(['hold', 'advance', 'hold'])
  })

  it('follows a node that comes back from an outage lower at once: it was restarted', () => {
    expect(followReportedBlock(100, 3, INITIAL_FOLLOW_STATE, true).decision).toBe('reset')
    expect(followReportedBlock(100, 120, INITIAL_FOLLOW_STATE, true).decision).toBe('advance')
  })
})
