// Pure governance-token arithmetic on raw units (bigint): the reward split and the user's figures. Prices and market
// caps come from the pricing engine (src/utils/pricing).
import type { StoredRational } from '@/utils/pricing/rational'

/** MasterBreeder locks this percentage of every harvested reward (PERCENT_LOCK_BONUS_REWARD). */
export const LOCKED_REWARD_PERCENT = 95n

/** A positive fraction as decimal strings, so it survives JSON (the persisted USD price). */
export type Fraction = StoredRational

/** What claimReward(pid) would pay now, split as the contract splits it: 95% locked (rounded down), the rest free. */
export function splitPendingReward(pending: bigint): { locked: bigint; unlocked: bigint } {
  const locked = (pending * LOCKED_REWARD_PERCENT) / 100n
  return { locked, unlocked: pending - locked }
}

export interface UserFigures {
  aggregatedBalance: bigint
  unlockedBalance: bigint
  lockedBalance: bigint
  totalBalance: bigint
  claimableLocked: bigint
  claimableUnlocked: bigint
}

/**
 * balanceOf is the unlocked balance, lockOf the locked one, totalBalanceOf their sum; claimable is each farm's
 * pendingReward split per farm as a harvest would; the aggregate is everything the account owns or can claim.
 */
export function userFigures(input: {
  balanceOf: bigint
  lockOf: bigint
  totalBalanceOf: bigint
  pendingRewards: readonly bigint[]
}): UserFigures {
  let claimableLocked = 0n
  let claimableUnlocked = 0n
  for (const pending of input.pendingRewards) {
    const { locked, unlocked } = splitPendingReward(pending)
    claimableLocked += locked
    claimableUnlocked += unlocked
  }
  return {
    aggregatedBalance: input.totalBalanceOf + claimableLocked + claimableUnlocked,
    unlockedBalance: input.balanceOf,
    lockedBalance: input.lockOf,
    totalBalance: input.totalBalanceOf,
    claimableLocked,
    claimableUnlocked,
  }
}
