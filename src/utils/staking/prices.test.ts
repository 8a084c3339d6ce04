import { describe, expect, it } from 'vitest'

import { formatUsd, liquidityUsdValue, nativeUsdPrice, type PricingContext, tokenUsdPrice } from './prices'

const E18 = 10n ** 18n
const BUSD = { address: '0xB000000000000000000000000000000000000000', decimals: 18 }
const WFRA = { address: '0xA000000000000000000000000000000000000000', decimals: 18 }
const VENOM = { address: '0xC000000000000000000000000000000000000000', decimals: 18 }
const USDC = { address: '0xD000000000000000000000000000000000000000', decimals: 6 }
const LONELY = { address: '0xE000000000000000000000000000000000000000', decimals: 18 }

// The demo chain: FRA = 2 BUSD, VENOM = 0.5 BUSD, USDC = 1 BUSD; VENOM/WFRA at 4 VENOM a FRA.
const POOLS: [string, bigint, string, bigint][] = [
  [WFRA.address, 50_000n * E18, BUSD.address, 100_000n * E18],
  [VENOM.address, 200_000n * E18, BUSD.address, 100_000n * E18],
  [USDC.address, 100_000n * 10n ** 6n, BUSD.address, 100_000n * E18],
]

function context(pools = POOLS, nativeUsd?: number): PricingContext {
  return {
    stable: BUSD,
    native: WFRA,
    nativeUsd,
    reserves: (a, b) => {
      for (const [x, rx, y, ry] of pools) {
        if (x === a && y === b) return { a: rx, b: ry }
        if (y === a && x === b) return { a: ry, b: rx }
      }
      return undefined
    },
  }
}

describe('tokenUsdPrice', () => {
  it('is 1 for the stable token and the pair price against it otherwise', () => {
    expect(tokenUsdPrice(BUSD, context())).toBeCloseTo(1, 9)
    expect(tokenUsdPrice(VENOM, context())).toBeCloseTo(0.5, 9)
    expect(tokenUsdPrice(USDC, context())).toBeCloseTo(1, 9)
  })

  it('prices the native coin from the endpoint when known, else from its stable pair', () => {
    expect(nativeUsdPrice(context())).toBe(2)
    expect(tokenUsdPrice(WFRA, context(POOLS, 3))).toBeCloseTo(3, 9)
  })

  it('goes through the native coin when a token has no stable pair', () => {
    const viaNative: typeof POOLS = [POOLS[0], [VENOM.address, 100_000n * E18, WFRA.address, 25_000n * E18]]
    expect(tokenUsdPrice(VENOM, context(viaNative))).toBeCloseTo(0.5, 9)
    expect(tokenUsdPrice(LONELY, context(viaNative))).toBeUndefined()
  })
})

describe('liquidityUsdValue', () => {
  const pair = { token0: WFRA, token1: BUSD, reserve0: 50_000n * E18, reserve1: 100_000n * E18, totalSupply: 1000n }

  it('takes the stable side twice and the share of the supply', () => {
    expect(liquidityUsdValue(pair, 1000n, context())).toBeCloseTo(200_000, 6)
    expect(liquidityUsdValue(pair, 250n, context())).toBeCloseTo(50_000, 6)
  })

  it('prices both sides without a stable token, or one priced side twice', () => {
    const venomFra = {
      token0: VENOM,
      token1: WFRA,
      reserve0: 100_000n * E18,
      reserve1: 25_000n * E18,
      totalSupply: 10n,
    }
    expect(liquidityUsdValue(venomFra, 10n, context())).toBeCloseTo(100_000, 6)
    const lonely = { ...venomFra, token0: LONELY }
    expect(liquidityUsdValue(lonely, 5n, context())).toBeCloseTo(50_000, 6)
    const unpriced = { ...venomFra, token0: LONELY, token1: LONELY }
    expect(liquidityUsdValue(unpriced, 5n, context())).toBeUndefined()
  })

  it('is 0 for nothing of an empty pair', () => {
    expect(liquidityUsdValue({ ...pair, totalSupply: 0n }, 0n, context())).toBeCloseTo(0, 6)
  })

  it('formats dollars', () => {
    expect(formatUsd(1234.567)).toBe('$1,234.57')
    expect(formatUsd(undefined)).toBe('-')
  })
})
