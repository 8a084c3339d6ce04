import { describe, expect, it } from 'vitest'

import { BUSD, context, E18, VENOM, WFRA } from '@/test-support/pricingPools'
import { rational } from '@/utils/pricing/rational'
import type { Farm } from '@/utils/staking/types'
import type { SinglePool } from '@/utils/staking/types'

import { farmFigures } from './farmFigures'
import { singlePoolFigures } from './singlePoolFigures'

// Priced by the demo pools: FRA = 2 BUSD, VENOM = 0.5 BUSD; 16 s blocks are 1,971,000 blocks a year.
const timing = { blockTime: 16, blockNumber: 150 }

describe('farmFigures', () => {
  const farm = {
    pid: 0,
    token0: WFRA.address,
    token1: BUSD.address,
    reserve0: 50_000n * E18,
    reserve1: 100_000n * E18,
    totalSupply: 1000n,
    totalStaked: 500n,
    rewardPerBlock: E18,
    startBlock: 100,
    endBlock: 200,
    user: { staked: 250n, pending: 100n * E18, lpBalance: 0n, lastActionBlock: 0 },
  } as Farm

  it('values the stake in USD through the pool and prices the reward for the APR', () => {
    const figures = farmFigures(farm, {
      tokens: { token0: WFRA, token1: BUSD },
      context: context(),
      reward: VENOM,
      ...timing,
    })
    expect(figures.totalStakedUsd).toEqual(rational(100_000n))
    expect(figures.userStakedUsd).toEqual(rational(50_000n))
    // 0.5 USD × 1 VENOM × 1,971,000 blocks ÷ 100,000 USD.
    expect(figures.apr).toEqual(rational(9855n, 1000n))
    expect(figures.rewardPerBlock).toBe(1)
    expect(figures.timeline?.phase).toBe('started')
    expect(figures.pending).toEqual({ total: 100, locked: 95, unlocked: 5 })
  })

  it('values the unclaimed reward at the reward price (100 VENOM at 0.5 USD), none without a wallet', () => {
    const input = { tokens: { token0: WFRA, token1: BUSD }, context: context(), reward: VENOM, ...timing }
    expect(farmFigures(farm, input).pendingUsd).toEqual(rational(50n))
    expect(farmFigures({ ...farm, user: undefined }, input).pendingUsd).toBeUndefined()
    expect(farmFigures(farm, { ...input, context: undefined }).pendingUsd).toBeUndefined()
  })

  it('has no USD figures before the pricing context or the tokens are known', () => {
    const figures = farmFigures(farm, { tokens: {}, context: undefined, reward: VENOM, ...timing })
    expect([figures.totalStakedUsd, figures.userStakedUsd, figures.apr]).toEqual([undefined, undefined, undefined])
  })
})

describe('singlePoolFigures', () => {
  const pool = {
    address: '0xF000000000000000000000000000000000000000',
    stakedToken: VENOM.address,
    rewardToken: BUSD.address,
    rewardPerBlock: E18 / 10n,
    startBlock: 100,
    endBlock: 200,
    totalStaked: 1000n * E18,
    user: { staked: 10n * E18, pending: 3n * E18, balance: 0n },
  } as SinglePool

  it('values the staked token at its price and the reward for the APR', () => {
    const figures = singlePoolFigures(pool, { staked: VENOM, reward: BUSD, context: context(), ...timing })
    expect(figures.totalStakedUsd).toEqual(rational(500n))
    expect(figures.userStakedUsd).toEqual(rational(5n))
    // 1 USD × 0.1 BUSD × 1,971,000 blocks ÷ 500 USD.
    expect(figures.apr).toEqual(rational(394_200n, 1000n))
    expect([figures.rewardPerBlock, figures.pending]).toEqual([0.1, 3])
  })

  it('values the unclaimed reward at the reward price (3 BUSD), none without a wallet', () => {
    const input = { staked: VENOM, reward: BUSD, context: context(), ...timing }
    expect(singlePoolFigures(pool, input).pendingUsd).toEqual(rational(3n))
    expect(singlePoolFigures({ ...pool, user: undefined }, input).pendingUsd).toBeUndefined()
  })

  it('shows nothing but the rate until the tokens are known', () => {
    expect(singlePoolFigures(pool, { staked: undefined, reward: BUSD, context: context(), ...timing })).toEqual({
      rewardPerBlock: 0.1,
      pending: 0,
    })
    expect(singlePoolFigures(undefined, { staked: VENOM, reward: BUSD, context: context(), ...timing })).toEqual({
      rewardPerBlock: 0,
      pending: 0,
    })
  })
})
