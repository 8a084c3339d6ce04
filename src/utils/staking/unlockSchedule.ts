// The reward token's unlock schedule (VenomToken.lockFromBlock → lockToBlock, linear), with each end's date estimated
// from the chain's block time.
export type UnlockPhase = 'notStarted' | 'unlocking' | 'ended'

export interface UnlockSchedule {
  fromBlock: number
  toBlock: number
  /** Estimated times of the two blocks, ms since the epoch (in the past for blocks already mined). */
  fromTime: number
  toTime: number
  phase: UnlockPhase
}

const isBlock = (value: number) => Number.isSafeInteger(value) && value >= 0

/**
 * `now` (ms) is the time of `blockNumber`; other blocks are `blockTime` seconds apart. undefined for a schedule the
 * token could not have (it requires lockToBlock > lockFromBlock) or unusable timing.
 */
export function unlockSchedule(
  lock: { fromBlock: number; toBlock: number },
  timing: { blockNumber: number; blockTime: number; now: number },
): UnlockSchedule | undefined {
  const { fromBlock, toBlock } = lock
  const { blockNumber, blockTime, now } = timing
  if (!isBlock(fromBlock) || !isBlock(toBlock) || toBlock <= fromBlock || !isBlock(blockNumber)) return undefined
  if (!(blockTime > 0) || !Number.isFinite(blockTime) || !Number.isFinite(now)) return undefined
  const timeOf = (block: number) => now + (block - blockNumber) * blockTime * 1000
  // The token releases nothing before lockFromBlock and everything from lockToBlock on (canUnlockAmount).
  const phase: UnlockPhase = blockNumber < fromBlock ? 'notStarted' : blockNumber >= toBlock ? 'ended' : 'unlocking'
  return { fromBlock, toBlock, fromTime: timeOf(fromBlock), toTime: timeOf(toBlock), phase }
}
