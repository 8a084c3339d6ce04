// When voting ends: the end block's time estimated from the current block with the spec's 13-second blocks.

/** The spec estimates voting times with 13-second blocks, whatever the chain's real block time. */
export const VOTING_BLOCK_SECONDS = 13

export interface VotingEnd {
  date: Date
  /** True once the estimate lies in the past: 'Voting ended {date}' instead of 'Voting ends approximately {date}'. */
  hasEnded: boolean
}

export function estimateVotingEnd(
  currentBlock: number | undefined,
  endBlock: number | undefined,
  nowMs: number,
): VotingEnd | undefined {
  if (currentBlock === undefined || endBlock === undefined) return undefined
  const date = new Date(nowMs + (endBlock - currentBlock) * VOTING_BLOCK_SECONDS * 1000)
  return { date, hasEnded: endBlock <= currentBlock }
}
