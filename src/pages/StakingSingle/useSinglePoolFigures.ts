// A single-token pool's figures: USD deposits, APR, reward rate, the reward timeline and the unclaimed amount.
import { useMemo } from 'react'

import { usePricingContext } from '@/hooks/staking/usePricing'
import type { SinglePool } from '@/hooks/staking/useSinglePool'
import type { Token } from '@/sdk'
import { useBlockNumber } from '@/state/application/hooks'
import { apr, blocksPerYear } from '@/utils/staking/apr'
import { tokenUsdPrice, toNumber } from '@/utils/staking/prices'
import { type RewardTimeline, rewardTimeline } from '@/utils/staking/timeline'

import { useBlockTime } from '../StakingPair/useFarmFigures'

export interface SinglePoolFigures {
  totalStakedUsd?: number
  userStakedUsd?: number
  apr?: number
  rewardPerBlock: number
  timeline?: RewardTimeline
  pending: number
}

export function useSinglePoolFigures(
  pool: SinglePool | undefined,
  staked: Token | undefined,
  reward: Token | undefined,
): SinglePoolFigures {
  const blockTime = useBlockTime()
  const blockNumber = useBlockNumber()
  const context = usePricingContext(useMemo(() => [staked, reward], [staked, reward]))
  return useMemo(() => {
    const rewardPerBlock = pool && reward ? toNumber(pool.rewardPerBlock, reward.decimals) : 0
    if (!pool || !staked || !reward) return { rewardPerBlock, pending: 0 }
    const stakedPrice = context ? tokenUsdPrice(staked, context) : undefined
    const rewardPrice = context ? tokenUsdPrice(reward, context) : undefined
    const valueOf = (raw: bigint) =>
      stakedPrice === undefined ? undefined : toNumber(raw, staked.decimals) * stakedPrice
    const totalStakedUsd = valueOf(pool.totalStaked)
    return {
      totalStakedUsd,
      userStakedUsd: pool.user ? valueOf(pool.user.staked) : undefined,
      apr: apr({
        rewardUsdPrice: rewardPrice,
        rewardPerBlock,
        blocksPerYear: blocksPerYear(blockTime),
        totalStakedUsd,
      }),
      rewardPerBlock,
      timeline: blockNumber === undefined ? undefined : rewardTimeline(blockNumber, pool.startBlock, pool.endBlock),
      pending: pool.user ? toNumber(pool.user.pending, reward.decimals) : 0,
    }
  }, [pool, staked, reward, context, blockTime, blockNumber])
}
