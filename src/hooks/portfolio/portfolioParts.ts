// Every holding of the portfolio as the tokens it is made of, for its change over 24 hours: a token as itself (the
// native coin as its wrapped token, which the engine prices it by), a pool position or a farm stake as the two sides
// its pool tokens withdraw, a single-pool stake and every pending reward as their tokens, V1 liquidity as the token
// and native coin it redeems for, locked VENOM as VENOM.
import { type HoldingPart, NATIVE_ID, pooledAmounts } from '@/utils/portfolio/holdings'
import type { TokenRef } from '@/utils/pricing/usdPrice'

import type { PositionHolding, TokenHolding } from './usePortfolio'
import type { GovernanceHolding } from './usePortfolioGovernance'
import type { StakeHolding } from './usePortfolioStakes'
import type { V1Holding } from './usePortfolioV1'

interface Holdings {
  tokens: readonly TokenHolding[]
  positions: readonly PositionHolding[]
  stakes: readonly StakeHolding[]
  v1: readonly V1Holding[]
  governance?: GovernanceHolding
}

export function portfolioParts(holdings: Holdings, wrappedNative: TokenRef): HoldingPart[] {
  const parts: HoldingPart[] = []
  for (const holding of holdings.tokens) {
    const token = holding.id === NATIVE_ID ? wrappedNative : { address: holding.id, decimals: holding.decimals }
    parts.push({ token, raw: holding.raw })
  }
  for (const { pool, pooled } of holdings.positions)
    parts.push({ token: pool.token0, raw: pooled[0] }, { token: pool.token1, raw: pooled[1] })
  for (const stake of holdings.stakes) {
    if (stake.pool) {
      const [side0, side1] = pooledAmounts(stake.pool, stake.raw)
      parts.push({ token: stake.pool.token0, raw: side0 }, { token: stake.pool.token1, raw: side1 })
    } else if (stake.stakedToken) parts.push({ token: stake.stakedToken, raw: stake.raw })
    if (stake.rewardToken) parts.push({ token: stake.rewardToken, raw: stake.pending })
  }
  for (const { token, redeems } of holdings.v1)
    if (redeems) parts.push({ token, raw: redeems.token }, { token: wrappedNative, raw: redeems.native })
  if (holdings.governance) parts.push({ token: holdings.governance.token, raw: holdings.governance.raw })
  return parts
}
