// The figures a farm and a single-token pool share: the APR, the reward rate for display and the reward timeline.
import { type Rational, toNumber } from '@/utils/pricing/rational'

import { apr, blocksPerYear } from './apr'
import { type RewardTimeline, rewardTimeline } from './timeline'

export interface RewardFigures {
  apr?: Rational
  /** Whole reward tokens per block, for display. */
  rewardPerBlock: number
  timeline?: RewardTimeline
}

/** `blocks` is the farm's or pool's own reward window; `timing` the chain's block time and current block. */
export function rewardFigures(
  value: { rewardUsdPrice: Rational | undefined; rewardPerBlock: Rational; totalStakedUsd: Rational | undefined },
  blocks: { startBlock: number; endBlock: number },
  timing: { blockTime: number; blockNumber: number | undefined },
): RewardFigures {
  const { rewardUsdPrice, rewardPerBlock, totalStakedUsd } = value
  const { blockTime, blockNumber } = timing
  return {
    apr: apr({ rewardUsdPrice, rewardPerBlock, blocksPerYear: blocksPerYear(blockTime), totalStakedUsd }),
    rewardPerBlock: toNumber(rewardPerBlock),
    timeline: blockNumber === undefined ? undefined : rewardTimeline(blockNumber, blocks.startBlock, blocks.endBlock),
  }
}
