// "Claim all" on the farms list: which farms a single claimRewards(pids) would pay, what it pays in total (split as
// the contract splits each harvest), and whether a deployed MasterBreeder has claimRewards at all.
import { splitPendingReward } from '@/state/governanceToken/math'

import type { Farm } from './types'

/** The 4-byte selector of claimRewards(uint256[]): keccak256 of the signature, first 4 bytes. */
export const CLAIM_REWARDS_SELECTOR = '5eac6239'

/** PUSH4 (0x63) and the selector: how solc's function dispatcher compares the call's selector. */
const DISPATCH_PREFIX = '63'

/**
 * Whether runtime bytecode (eth_getCode) dispatches `selector`: its PUSH4 found on a byte boundary. Deployments made
 * before claimRewards existed lack it, and code-less addresses ('0x') have nothing. Pure, so testable on any code.
 */
export function dispatchesSelector(code: string | undefined, selector = CLAIM_REWARDS_SELECTOR): boolean {
  if (!code || !/^0x([0-9a-fA-F]{2})*$/.test(code)) return false
  const hex = code.slice(2).toLowerCase()
  const needle = DISPATCH_PREFIX + selector.toLowerCase()
  for (let at = hex.indexOf(needle); at !== -1; at = hex.indexOf(needle, at + 1)) {
    if (at % 2 === 0) return true
  }
  return false
}

export interface ClaimAll {
  /** Farms with a pending reward, in pid order: the claimRewards argument. */
  pids: number[]
  /** Raw reward-token units: everything the call pays, and its locked (95% per farm) and free parts. */
  total: bigint
  locked: bigint
  unlocked: bigint
}

/** What claimRewards would pay the user now; pids is empty when nothing is pending (or no account). */
export function claimAllOf(farms: readonly Farm[]): ClaimAll {
  const result: ClaimAll = { pids: [], total: 0n, locked: 0n, unlocked: 0n }
  for (const farm of farms) {
    const pending = farm.user?.pending ?? 0n
    if (pending <= 0n) continue
    // Split per farm, as the contract locks each harvest on its own (the rounding adds up per farm).
    const { locked, unlocked } = splitPendingReward(pending)
    result.pids.push(farm.pid)
    result.total += pending
    result.locked += locked
    result.unlocked += unlocked
  }
  return result
}
