// A single-token pool's figures for display: USD deposits and APR from the pricing engine, the reward rate, the
// reward timeline and the unclaimed amount.
import { fromUnits, type Rational, toNumber } from '@/utils/pricing/rational'
import { amountUsdValue, type PricingContext, type TokenRef, tokenUsdPrice } from '@/utils/pricing/usdPrice'
import type { SinglePool } from '@/utils/staking/types'

import { type RewardFigures, rewardFigures } from './rewardFigures'

export interface SinglePoolFigures extends RewardFigures {
  totalStakedUsd?: Rational
  userStakedUsd?: Rational
  /** The unclaimed reward in USD; undefined without a wallet or a reward price. */
  pendingUsd?: Rational
  /** Whole reward tokens, for display. */
  pending: number
}

export interface SinglePoolFiguresInput {
  staked: TokenRef | undefined
  reward: TokenRef | undefined
  context: PricingContext | undefined
  blockTime: number
  blockNumber: number | undefined
}

export function singlePoolFigures(pool: SinglePool | undefined, input: SinglePoolFiguresInput): SinglePoolFigures {
  const { staked, reward, context } = input
  if (!pool || !reward) return { rewardPerBlock: 0, pending: 0 }
  const rewardPerBlock = fromUnits(pool.rewardPerBlock, reward.decimals)!
  if (!staked) return { rewardPerBlock: toNumber(rewardPerBlock), pending: 0 }
  const stakedPrice = context && tokenUsdPrice(staked, context)
  const rewardUsdPrice = context && tokenUsdPrice(reward, context)
  const valueOf = (raw: bigint) => stakedPrice && amountUsdValue(raw, staked.decimals, stakedPrice)
  const totalStakedUsd = valueOf(pool.totalStaked)
  return {
    totalStakedUsd,
    userStakedUsd: pool.user ? valueOf(pool.user.staked) : undefined,
    pendingUsd:
      pool.user && rewardUsdPrice ? amountUsdValue(pool.user.pending, reward.decimals, rewardUsdPrice) : undefined,
    ...rewardFigures({ rewardUsdPrice, rewardPerBlock, totalStakedUsd }, pool, input),
    pending: pool.user ? toNumber(fromUnits(pool.user.pending, reward.decimals)!) : 0,
  }
}
