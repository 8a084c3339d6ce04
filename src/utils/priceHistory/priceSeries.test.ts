import { describe, expect, it } from 'vitest'

import type { RawLog } from '@/utils/logs/types'

import {
  pointsInRange,
  priceChange,
  reservesByPair,
  reservesFromSyncLogs,
  type ReservesPoint,
  routePriceSeries,
  timeOfBlock,
} from './priceSeries'
import { SYNC_TOPIC } from './topics'

const word = (value: bigint) => value.toString(16).padStart(64, '0')
const sync = (block: number, reserve0: bigint, reserve1: bigint, topic = SYNC_TOPIC): RawLog => ({
  address: '0x2222222222222222222222222222222222222222',
  blockNumber: `0x${block.toString(16)}`,
  transactionHash: `0x${word(BigInt(block))}`,
  logIndex: '0x0',
  data: `0x${word(reserve0)}${word(reserve1)}`,
  topics: [topic],
})
const E18 = 10n ** 18n
/** The same blocks, each price equal to 12 significant digits (ratios of bigints are rounded once, as floats). */
function expectSeries(actual: { block: number; price: number }[], expected: { block: number; price: number }[]) {
  expect(actual.map((entry) => entry.block)).toEqual(expected.map((entry) => entry.block))
  actual.forEach((entry, index) => expect(entry.price / expected[index].price).toBeCloseTo(1, 12))
}
const point = (block: number, reserve0: bigint, reserve1: bigint): ReservesPoint => ({ block, reserve0, reserve1 })

describe('reservesFromSyncLogs', () => {
  it("keeps each block's last Sync and ignores other events", () => {
    const logs = [sync(5, 1n, 2n), sync(5, 3n, 4n), sync(6, 5n, 6n, `0x${'ab'.repeat(32)}`), sync(7, 7n, 8n)]
    expect(reservesFromSyncLogs(logs)).toEqual([point(5, 3n, 4n), point(7, 7n, 8n)])
  })
})

describe('routePriceSeries', () => {
  it("prices a direct pair from either side, with the tokens' decimals", () => {
    const points = [point(10, 100n * E18, 200n * 10n ** 6n), point(12, 110n * E18, 182n * 10n ** 6n)]
    // token0 has 18 decimals, token1 6 (USDC-like): 1 token0 = 2 token1, then 1.6545...
    expectSeries(routePriceSeries([{ points, inputIsToken0: true }], 18, 6), [
      { block: 10, price: 2 },
      { block: 12, price: 182 / 110 },
    ])
    const inverse = routePriceSeries([{ points, inputIsToken0: false }], 6, 18)
    expectSeries(inverse.slice(0, 1), [{ block: 10, price: 0.5 }])
  })

  it('multiplies the hops of a route at every block where either changed, once both have reserves', () => {
    const first = [point(3, 100n, 200n), point(8, 100n, 300n)]
    const second = [point(5, 50n, 100n), point(9, 100n, 100n)]
    const series = routePriceSeries(
      [
        { points: first, inputIsToken0: true },
        { points: second, inputIsToken0: true },
      ],
      18,
      18,
    )
    expectSeries(series, [
      { block: 5, price: 2 * 2 },
      { block: 8, price: 3 * 2 },
      { block: 9, price: 3 * 1 },
    ])
  })

  it('gives no price for an empty reserve, and none for a route with a pair without history', () => {
    expect(routePriceSeries([{ points: [point(1, 0n, 5n), point(2, 1n, 5n)], inputIsToken0: true }], 18, 18)).toEqual([
      { block: 2, price: 5 },
    ])
    expect(routePriceSeries([{ points: [], inputIsToken0: true }], 18, 18)).toEqual([])
    expect(routePriceSeries([], 18, 18)).toEqual([])
  })

  it('keeps full precision for reserves beyond 2^53', () => {
    const series = routePriceSeries([{ points: [point(1, 3n * 10n ** 30n, 10n ** 30n)], inputIsToken0: true }], 18, 18)
    expect(series[0].price).toBeCloseTo(1 / 3, 15)
  })
})

describe('pointsInRange and priceChange', () => {
  const points = [
    { block: 100, price: 1 },
    { block: 40_000, price: 2 },
    { block: 80_000, price: 3 },
    { block: 80_100, price: 2.5 },
  ]
  it('starts a range with the price in force at its start', () => {
    // A day of 2 s blocks is 43,200 blocks: from 36,900 at head 80,100.
    const day = pointsInRange(points, '1d', 80_100, 2)
    expect(day).toEqual([{ block: 36_900, price: 1 }, ...points.slice(1)])
    expect(priceChange(day)).toBe(1.5)
    expect(pointsInRange(points, 'all', 80_100, 2)).toEqual(points)
  })

  it('shows a quiet range as the last price, without a change', () => {
    const quiet = pointsInRange(points, '1d', 500_000, 2)
    expect(quiet).toEqual([{ block: 456_800, price: 2.5 }])
    expect(priceChange(quiet)).toBeUndefined()
    expect(pointsInRange([], '1w', 10, 2)).toEqual([])
  })

  it('estimates a block time back from the head', () => {
    expect(timeOfBlock(90, 100, 1_000_000, 2)).toBe(999_980)
  })
})

describe('reservesByPair', () => {
  it("splits one query's Sync logs by pair, any case of address, each in block order", () => {
    const at = (address: string, log: RawLog): RawLog => ({ ...log, address })
    const logs = [
      at('0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', sync(1, 1n, 2n)),
      at('0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', sync(2, 5n, 6n)),
      at('0xAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', sync(3, 3n, 4n)),
    ]
    const byPair = reservesByPair(logs)
    expect(byPair.get('0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toEqual([point(1, 1n, 2n), point(3, 3n, 4n)])
    expect(byPair.get('0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb')).toEqual([point(2, 5n, 6n)])
    expect(byPair.size).toBe(2)
    expect(reservesByPair([]).size).toBe(0)
  })
})
