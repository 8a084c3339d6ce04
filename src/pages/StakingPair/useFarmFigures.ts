// A farm's figures for display: USD values, APR, emission rate, the reward timeline and the 95/5 pending split.
import { useMemo } from 'react'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { Farm } from '@/hooks/staking/useFarms'
import { usePricingContext } from '@/hooks/staking/usePricing'
import type { Token } from '@/sdk'
import { useBlockNumber } from '@/state/application/hooks'
import { splitPendingReward } from '@/state/governanceToken/math'
import { apr, blocksPerYear } from '@/utils/staking/apr'
import { liquidityUsdValue, type PricingContext, tokenUsdPrice, toNumber } from '@/utils/staking/prices'
import { type RewardTimeline, rewardTimeline } from '@/utils/staking/timeline'

/** Reward tokens (VENOM) have 18 decimals on every chain the app knows. */
export const REWARD_DECIMALS = 18
const FALLBACK_BLOCK_TIME = 2

export function useBlockTime(): number {
  const chainId = useActiveChainId()
  return isSupportedChain(chainId) ? CHAINS[chainId].blockTime : FALLBACK_BLOCK_TIME
}

export function useRewardTokenAddress(): string | undefined {
  return getDeployment(useActiveChainId())?.governance.token
}

export interface FarmFigures {
  totalStakedUsd?: number
  userStakedUsd?: number
  apr?: number
  /** Whole reward tokens per block. */
  rewardPerBlock: number
  timeline?: RewardTimeline
  pending: { total: number; locked: number; unlocked: number }
}

export function farmFigures(
  farm: Farm,
  tokens: { token0?: Token; token1?: Token },
  context: PricingContext | undefined,
  rewardToken: string | undefined,
  blockTime: number,
  blockNumber: number | undefined,
): FarmFigures {
  const { token0, token1 } = tokens
  const pair =
    token0 && token1
      ? { token0, token1, reserve0: farm.reserve0, reserve1: farm.reserve1, totalSupply: farm.totalSupply }
      : undefined
  const valueOf = (amount: bigint) => (pair && context ? liquidityUsdValue(pair, amount, context) : undefined)
  const totalStakedUsd = valueOf(farm.totalStaked)
  const rewardPerBlock = toNumber(farm.rewardPerBlock, REWARD_DECIMALS)
  const rewardUsdPrice =
    context && rewardToken ? tokenUsdPrice({ address: rewardToken, decimals: REWARD_DECIMALS }, context) : undefined
  const split = splitPendingReward(farm.user?.pending ?? 0n)
  return {
    totalStakedUsd,
    userStakedUsd: farm.user ? valueOf(farm.user.staked) : undefined,
    apr: apr({ rewardUsdPrice, rewardPerBlock, blocksPerYear: blocksPerYear(blockTime), totalStakedUsd }),
    rewardPerBlock,
    timeline: blockNumber === undefined ? undefined : rewardTimeline(blockNumber, farm.startBlock, farm.endBlock),
    pending: {
      total: toNumber(farm.user?.pending ?? 0n, REWARD_DECIMALS),
      locked: toNumber(split.locked, REWARD_DECIMALS),
      unlocked: toNumber(split.unlocked, REWARD_DECIMALS),
    },
  }
}

/** Figures of several farms with one pricing context (the list page) or one (the farm page). */
export function useFarmsFigures(
  farms: readonly Farm[],
  tokensOf: (farm: Farm) => { token0?: Token; token1?: Token },
): FarmFigures[] {
  const rewardToken = useRewardTokenAddress()
  const blockTime = useBlockTime()
  const blockNumber = useBlockNumber()
  const priced = useMemo(
    () => [
      ...farms.flatMap((farm) => [tokensOf(farm).token0, tokensOf(farm).token1]),
      rewardToken ? { address: rewardToken, decimals: REWARD_DECIMALS } : undefined,
    ],
    [farms, tokensOf, rewardToken],
  )
  const context = usePricingContext(priced)
  return useMemo(
    () => farms.map((farm) => farmFigures(farm, tokensOf(farm), context, rewardToken, blockTime, blockNumber)),
    [farms, tokensOf, context, rewardToken, blockTime, blockNumber],
  )
}
