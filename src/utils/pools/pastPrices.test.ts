import { describe, expect, it } from 'vitest'

import { BUSD, context, E18, VENOM, WFRA } from '@/test-support/pricingPools'
import { rational } from '@/utils/pricing/rational'

import { contextWith, pairsAtBlock, priceRatioBetween, reservesAtBlock } from './pastPrices'

const point = (block: number, reserve0: bigint, reserve1: bigint) => ({ block, reserve0, reserve1 })

describe('reservesAtBlock', () => {
  const points = [point(10, 1n, 2n), point(20, 3n, 4n), point(30, 5n, 6n)]

  it("takes the last Sync at or before the block: the pool's state then", () => {
    expect(reservesAtBlock(points, 10)).toEqual(points[0])
    expect(reservesAtBlock(points, 19)).toEqual(points[0])
    expect(reservesAtBlock(points, 20)).toEqual(points[1])
    expect(reservesAtBlock(points, 1_000)).toEqual(points[2])
  })

  it('knows nothing before the first Sync, or without one', () => {
    expect(reservesAtBlock(points, 9)).toBeUndefined()
    expect(reservesAtBlock([], 9)).toBeUndefined()
  })
})

describe('pairsAtBlock', () => {
  const FRA_BUSD = { address: '0xP1', token0: WFRA, token1: BUSD }
  const VENOM_BUSD = { address: '0xP2', token0: VENOM, token1: BUSD }

  it("gives each pool's reserves then, leaving out a pool that had none yet", () => {
    const history = (pair: string) =>
      ({ '0xP1': [point(5, 1n, 2n), point(50, 3n, 4n)], '0xP2': [point(40, 7n, 8n)] })[pair]
    expect(pairsAtBlock([FRA_BUSD, VENOM_BUSD], history, 30)).toEqual([
      { token0: WFRA.address, token1: BUSD.address, reserve0: 1n, reserve1: 2n },
    ])
    expect(pairsAtBlock([FRA_BUSD, VENOM_BUSD], () => undefined, 30)).toEqual([])
  })
})

describe('priceRatioBetween', () => {
  // Now: FRA = 2 BUSD, VENOM = 0.5 BUSD. A day ago: FRA = 1.6 BUSD, VENOM = 0.5 BUSD.
  const now = context()
  const then = contextWith(now, [
    { token0: WFRA.address, token1: BUSD.address, reserve0: 50_000n * E18, reserve1: 80_000n * E18 },
    { token0: VENOM.address, token1: BUSD.address, reserve0: 200_000n * E18, reserve1: 100_000n * E18 },
  ])

  it('is the price now over the price then, a fall as a ratio under one', () => {
    expect(priceRatioBetween(WFRA, then, now)).toEqual(rational(5n, 4n))
    expect(priceRatioBetween(VENOM, then, now)).toEqual(rational(1n))
    expect(priceRatioBetween(BUSD, then, now)).toEqual(rational(1n))
    expect(priceRatioBetween(WFRA, now, then)).toEqual(rational(4n, 5n))
  })

  it('prices the native coin by its pool at both ends, not by the endpoint that has no past', () => {
    const withEndpoint = { ...now, nativeUsd: rational(3n) }
    expect(priceRatioBetween(WFRA, then, withEndpoint)).toEqual(rational(5n, 4n))
  })

  it('knows no change for a token unpriced at either end', () => {
    const empty = contextWith(now, [])
    expect(priceRatioBetween(VENOM, empty, now)).toBeUndefined()
    expect(priceRatioBetween(VENOM, now, empty)).toBeUndefined()
  })
})
