import { describe, expect, it } from 'vitest'

import { BUSD, context, E18, LONELY, USDC, VENOM, WFRA } from '@/test-support/pricingPools'
import { rational } from '@/utils/pricing/rational'

import { pricingPools, tokenUsdSeries } from './tokenPriceSeries'

const point = (block: number, reserve0: bigint, reserve1: bigint) => ({ block, reserve0, reserve1 })

const FRA_BUSD = { address: '0xP1', token0: WFRA, token1: BUSD }
const VENOM_FRA = { address: '0xP2', token0: VENOM, token1: WFRA }
const VENOM_USDC = { address: '0xP3', token0: VENOM, token1: USDC }
const USDC_BUSD = { address: '0xP4', token0: USDC, token1: BUSD }
const POOLS = [FRA_BUSD, VENOM_FRA, VENOM_USDC, USDC_BUSD]

describe('pricingPools', () => {
  it('keeps the pools among the token, the stable token and the native coin', () => {
    expect(pricingPools(VENOM, POOLS, context())).toEqual([FRA_BUSD, VENOM_FRA])
    expect(pricingPools(USDC, POOLS, context())).toEqual([FRA_BUSD, USDC_BUSD])
    expect(pricingPools(BUSD, POOLS, context())).toEqual([FRA_BUSD])
    expect(pricingPools(WFRA, POOLS, context())).toEqual([FRA_BUSD])
    expect(pricingPools(LONELY, [], context())).toEqual([])
  })
})

describe('tokenUsdSeries', () => {
  // FRA is 2 BUSD from block 10 and 4 BUSD from block 30; VENOM is 4 a FRA from block 20 and 2 a FRA from block 40.
  const histories: Record<string, ReturnType<typeof point>[]> = {
    '0xP1': [point(10, 50n * E18, 100n * E18), point(30, 50n * E18, 200n * E18)],
    '0xP2': [point(20, 400n * E18, 100n * E18), point(40, 200n * E18, 100n * E18)],
    // Not a pool VENOM is priced through: its blocks make no points.
    '0xP3': [point(25, 1n * E18, 1n * 10n ** 6n)],
  }
  const history = (pair: string) => histories[pair]

  it('prices the token through the native coin after every block that changed either pool, from its first price', () => {
    expect(tokenUsdSeries(VENOM, POOLS, history, context())).toEqual([
      { block: 20, price: 0.5 },
      { block: 30, price: 1 },
      { block: 40, price: 2 },
    ])
  })

  it('prefers the pool with the stable token, as the engine does', () => {
    const VENOM_BUSD = { address: '0xP5', token0: VENOM, token1: BUSD }
    const withStable = (pair: string) => (pair === '0xP5' ? [point(35, 10n * E18, 30n * E18)] : history(pair))
    expect(tokenUsdSeries(VENOM, [...POOLS, VENOM_BUSD], withStable, context())).toEqual([
      { block: 20, price: 0.5 },
      { block: 30, price: 1 },
      { block: 35, price: 3 },
      { block: 40, price: 3 },
    ])
  })

  it('gives the native coin by its stable pool and the stable token as one dollar, ignoring the price endpoint', () => {
    const endpoint = { ...context(), nativeUsd: rational(7n) }
    expect(tokenUsdSeries(WFRA, POOLS, history, endpoint)).toEqual([
      { block: 10, price: 2 },
      { block: 30, price: 4 },
    ])
    expect(tokenUsdSeries(BUSD, POOLS, history, context())).toEqual([
      { block: 10, price: 1 },
      { block: 30, price: 1 },
    ])
  })

  it('has no point where a pool is empty or unread, and none for a token no pool prices', () => {
    const drained = (pair: string) => (pair === '0xP1' ? [point(10, 0n, 0n)] : history(pair))
    expect(tokenUsdSeries(VENOM, POOLS, drained, context())).toEqual([])
    expect(tokenUsdSeries(VENOM, POOLS, () => undefined, context())).toEqual([])
    expect(tokenUsdSeries(LONELY, POOLS, history, context())).toEqual([])
  })
})
