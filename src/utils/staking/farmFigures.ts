// A farm's figures for display: USD values and APR from the pricing engine, the emission rate, the reward timeline
// and the pending reward split as a harvest would (95% locked).
import { splitPendingReward } from '@/state/governanceToken/math'
import { liquidityUsdValue } from '@/utils/pricing/liquidityUsdValue'
import { fromUnits, type Rational, toNumber } from '@/utils/pricing/rational'
import { amountUsdValue, type PricingContext, type TokenRef, tokenUsdPrice } from '@/utils/pricing/usdPrice'
import type { Farm } from '@/utils/staking/types'

import { type RewardFigures, rewardFigures } from './rewardFigures'

/** Reward tokens (VENOM) have 18 decimals on every chain the app knows. */
export const REWARD_DECIMALS = 18

export interface FarmFigures extends RewardFigures {
  totalStakedUsd?: Rational
  userStakedUsd?: Rational
  /** The unclaimed reward in USD; undefined without a wallet or a reward price. */
  pendingUsd?: Rational
  /** Whole reward tokens, for display. */
  pending: { total: number; locked: number; unlocked: number }
}

export interface FarmFiguresInput {
  tokens: { token0?: TokenRef; token1?: TokenRef }
  context: PricingContext | undefined
  /** The reward token, REWARD_DECIMALS decimals. */
  reward: TokenRef | undefined
  blockTime: number
  blockNumber: number | undefined
}

export function farmFigures(farm: Farm, input: FarmFiguresInput): FarmFigures {
  const { tokens, context, reward } = input
  const { token0, token1 } = tokens
  const pair =
    token0 && token1
      ? { token0, token1, reserve0: farm.reserve0, reserve1: farm.reserve1, totalSupply: farm.totalSupply }
      : undefined
  const valueOf = (amount: bigint) => (pair && context ? liquidityUsdValue(pair, amount, context) : undefined)
  const totalStakedUsd = valueOf(farm.totalStaked)
  const rewardPerBlock = fromUnits(farm.rewardPerBlock, REWARD_DECIMALS)!
  const rewardUsdPrice = context && reward ? tokenUsdPrice(reward, context) : undefined
  const pending = farm.user?.pending ?? 0n
  const split = splitPendingReward(pending)
  const whole = (raw: bigint) => toNumber(fromUnits(raw, REWARD_DECIMALS)!)
  return {
    totalStakedUsd,
    userStakedUsd: farm.user ? valueOf(farm.user.staked) : undefined,
    pendingUsd: farm.user && rewardUsdPrice ? amountUsdValue(pending, REWARD_DECIMALS, rewardUsdPrice) : undefined,
    ...rewardFigures({ rewardUsdPrice, rewardPerBlock, totalStakedUsd }, farm, input),
    pending: { total: whole(pending), locked: whole(split.locked), unlocked: whole(split.unlocked) },
  }
}
