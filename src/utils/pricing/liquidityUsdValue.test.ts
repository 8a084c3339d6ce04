import { describe, expect, it } from 'vitest'

import { BUSD, context, E18, LONELY, VENOM, WFRA } from '@/test-support/pricingPools'

import { liquidityUsdValue } from './liquidityUsdValue'
import { rational } from './rational'

describe('liquidityUsdValue', () => {
  const pair = { token0: WFRA, token1: BUSD, reserve0: 50_000n * E18, reserve1: 100_000n * E18, totalSupply: 1000n }

  it('takes the stable side twice and the share of the supply', () => {
    expect(liquidityUsdValue(pair, 1000n, context())).toEqual(rational(200_000n))
    expect(liquidityUsdValue(pair, 250n, context())).toEqual(rational(50_000n))
  })

  it('prices both sides without a stable token, or one priced side twice', () => {
    const venomFra = {
      token0: VENOM,
      token1: WFRA,
      reserve0: 100_000n * E18,
      reserve1: 25_000n * E18,
      totalSupply: 10n,
    }
    expect(liquidityUsdValue(venomFra, 10n, context())).toEqual(rational(100_000n))
    const lonely = { ...venomFra, token0: LONELY }
    expect(liquidityUsdValue(lonely, 5n, context())).toEqual(rational(50_000n))
    const unpriced = { ...venomFra, token0: LONELY, token1: LONELY }
    expect(liquidityUsdValue(unpriced, 5n, context())).toBeUndefined()
  })

  it('is 0 for nothing of an empty pair', () => {
    expect(liquidityUsdValue({ ...pair, totalSupply: 0n }, 0n, context())).toEqual(rational(0n))
    expect(liquidityUsdValue({ ...pair, totalSupply: 0n }, 1n, context())).toBeUndefined()
  })
})
