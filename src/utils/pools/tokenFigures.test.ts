import { describe, expect, it } from 'vitest'

import { BUSD, context, E18, LONELY, VENOM, WFRA } from '@/test-support/pricingPools'
import { add, rational } from '@/utils/pricing/rational'

import { contextWith } from './pastPrices'
import type { PoolFigures } from './poolFigures'
import { tokenFigures, type TokenPoolInput } from './tokenFigures'

const r = (numerator: bigint, denominator = 1n) => rational(numerator, denominator)!
type Ref = typeof BUSD

function pool(
  address: string,
  [token0, reserve0]: [Ref, bigint],
  [token1, reserve1]: [Ref, bigint],
  figures: PoolFigures = { volume24hUsd: r(0n) },
  swapsStatus: TokenPoolInput<Ref>['swapsStatus'] = 'served',
): TokenPoolInput<Ref> {
  return { address, token0, token1, reserve0, reserve1, totalSupply: 1000n, figures, swapsStatus }
}

// The pricing pools: FRA = 2 BUSD, VENOM = 0.5 BUSD.
const FRA_BUSD = pool('0xP1', [WFRA, 50_000n * E18], [BUSD, 100_000n * E18], { volume24hUsd: r(50n) })
const VENOM_BUSD = pool('0xP2', [VENOM, 200_000n * E18], [BUSD, 100_000n * E18], { volume24hUsd: r(7n) })
const VENOM_FRA = pool('0xP3', [VENOM, 4_000n * E18], [WFRA, 1_000n * E18], { volume24hUsd: r(3n, 2n) })

const byAddress = (rows: ReturnType<typeof tokenFigures<Ref>>) =>
  Object.fromEntries(rows.map((row) => [row.token.address, row]))

describe('tokenFigures', () => {
  it("prices each token once and sums what its pools hold of it and their day's volume", () => {
    const rows = byAddress(tokenFigures([FRA_BUSD, VENOM_BUSD, VENOM_FRA], context()))
    expect(Object.keys(rows)).toEqual([WFRA.address, BUSD.address, VENOM.address])
    // 51,000 FRA at 2 USD; 200,000 BUSD; 204,000 VENOM at 0.5 USD.
    expect(rows[WFRA.address]).toMatchObject({ priceUsd: r(2n), tvlUsd: r(102_000n), pools: ['0xP1', '0xP3'] })
    expect(rows[BUSD.address]).toMatchObject({ priceUsd: r(1n), tvlUsd: r(200_000n), pools: ['0xP1', '0xP2'] })
    expect(rows[VENOM.address]).toMatchObject({ priceUsd: r(1n, 2n), tvlUsd: r(102_000n) })
    expect(rows[WFRA.address].volume24hUsd).toEqual(r(103n, 2n))
    expect(rows[BUSD.address].volume24hUsd).toEqual(r(57n))
    expect(rows[VENOM.address].volume24hUsd).toEqual(r(17n, 2n))
  })

  it("makes a token's TVL the sum of its side of each pool", () => {
    const rows = byAddress(tokenFigures([FRA_BUSD, VENOM_FRA], context()))
    const sides = [50_000n, 1_000n].map((fra) => r(fra * 2n))
    expect(rows[WFRA.address].tvlUsd).toEqual(add(sides[0], sides[1]))
  })

  it('leaves an unpriced token without price or TVL, and its pools add no volume', () => {
    const lonely = pool('0xP4', [LONELY, 10n * E18], [VENOM, 5n * E18], {})
    const rows = byAddress(tokenFigures([VENOM_BUSD, lonely], context()))
    expect(rows[LONELY.address]).toEqual({ token: LONELY, pools: ['0xP4'], volume24hUsd: r(0n) })
    expect(rows[VENOM.address].tvlUsd).toEqual(r(200_005n, 2n))
    expect(rows[VENOM.address].volume24hUsd).toEqual(r(7n))
  })

  it("knows no volume while one of the token's pools has its swaps loading or refused", () => {
    for (const status of ['loading', 'unserved'] as const) {
      const waiting = pool('0xP3', [VENOM, 4_000n * E18], [WFRA, 1_000n * E18], {}, status)
      const rows = byAddress(tokenFigures([FRA_BUSD, VENOM_BUSD, waiting], context()))
      expect(rows[VENOM.address].volume24hUsd).toBeUndefined()
      expect(rows[WFRA.address].volume24hUsd).toBeUndefined()
      expect(rows[BUSD.address].volume24hUsd).toEqual(r(57n))
    }
  })

  it('knows nothing in USD before the prices, and lists no token without pools', () => {
    expect(tokenFigures([FRA_BUSD], undefined)).toEqual([
      { token: WFRA, pools: ['0xP1'] },
      { token: BUSD, pools: ['0xP1'] },
    ])
    expect(tokenFigures([], context())).toEqual([])
  })

  it("compares each price with the same pools' a day ago, and knows no change without them", () => {
    // A day ago FRA was 1.6 BUSD; VENOM's pool had not been made.
    const dayAgo = contextWith(context(), [
      { token0: WFRA.address, token1: BUSD.address, reserve0: 50_000n * E18, reserve1: 80_000n * E18 },
    ])
    const rows = byAddress(tokenFigures([FRA_BUSD, VENOM_BUSD], context(), dayAgo))
    expect(rows[WFRA.address].priceRatio24h).toEqual(r(5n, 4n))
    expect(rows[BUSD.address].priceRatio24h).toEqual(r(1n))
    expect(rows[VENOM.address].priceRatio24h).toBeUndefined()
    expect(byAddress(tokenFigures([FRA_BUSD], context()))[WFRA.address].priceRatio24h).toBeUndefined()
  })

  it('takes addresses in any case as one token', () => {
    const lower = { ...VENOM, address: VENOM.address.toLowerCase() }
    const rows = tokenFigures([VENOM_BUSD, pool('0xP3', [lower, 4_000n * E18], [WFRA, 1_000n * E18])], context())
    expect(rows.filter((row) => row.token.address.toLowerCase() === lower.address)).toHaveLength(1)
  })
})
