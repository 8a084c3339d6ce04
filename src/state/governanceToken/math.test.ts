import { describe, expect, it } from 'vitest'

import { splitPendingReward, userFigures } from './math'

describe('splitPendingReward', () => {
  it('locks 95% rounded down, as MasterBreeder does', () => {
    expect(splitPendingReward(100n)).toEqual({ locked: 95n, unlocked: 5n })
    expect(splitPendingReward(19n)).toEqual({ locked: 18n, unlocked: 1n })
    expect(splitPendingReward(0n)).toEqual({ locked: 0n, unlocked: 0n })
  })
})

describe('userFigures', () => {
  it('aggregates balances and per-farm reward splits', () => {
    const figures = userFigures({ balanceOf: 10n, lockOf: 5n, totalBalanceOf: 15n, pendingRewards: [19n, 100n] })
    expect(figures).toEqual({
      aggregatedBalance: 15n + 119n,
      unlockedBalance: 10n,
      lockedBalance: 5n,
      totalBalance: 15n,
      claimableLocked: 18n + 95n,
      claimableUnlocked: 1n + 5n,
    })
  })
})
