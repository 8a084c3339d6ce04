import { describe, expect, it } from 'vitest'

import { BUSD, context, E18, WFRA } from '@/test-support/pricingPools'
import type { RawLog } from '@/utils/logs/types'
import { SWAP_TOPIC, SYNC_TOPIC } from '@/utils/priceHistory/topics'

import { dailyVolumeSeries, DAY_SECONDS, swapInputsOf, tvlSeries, usdPointsInRange } from './poolHistory'

const word = (value: bigint) => value.toString(16).padStart(64, '0')
const swapLog = (block: number, amount0In: bigint, amount1In: bigint, topic = SWAP_TOPIC): RawLog => ({
  address: '0x0000000000000000000000000000000000000001',
  blockNumber: `0x${block.toString(16)}`,
  transactionHash: `0x${'ab'.repeat(32)}`,
  logIndex: '0x0',
  data: `0x${word(amount0In)}${word(amount1In)}${word(0n)}${word(0n)}`,
  topics: [topic],
})
// FRA = 2 BUSD at today's prices; a block every 100 s from time 0.
const pool = { token0: WFRA, token1: BUSD, reserve0: 50_000n * E18, reserve1: 100_000n * E18, totalSupply: 1000n }
const timeOf = (block: number) => block * 100

describe('swapInputsOf', () => {
  it('reads the inputs of a Swap log, and zero from data too short to hold them', () => {
    expect(swapInputsOf(swapLog(7, 3n, 4n))).toEqual({ blockNumber: 7, amount0In: 3n, amount1In: 4n })
    expect(swapInputsOf({ blockNumber: '0x1', data: '0x12' })).toEqual({ blockNumber: 1, amount0In: 0n, amount1In: 0n })
  })
})

describe('tvlSeries', () => {
  it('values each state of the reserves at today’s prices, one point per second', () => {
    const reserves = [
      { block: 1, reserve0: 10n * E18, reserve1: 20n * E18 },
      { block: 2, reserve0: 5n * E18, reserve1: 10n * E18 },
    ]
    expect(tvlSeries(reserves, pool, context(), timeOf)).toEqual([
      { time: 100, value: 40 },
      { time: 200, value: 20 },
    ])
    expect(tvlSeries(reserves, pool, context(), () => 5)).toEqual([{ time: 5, value: 20 }])
  })
})

describe('dailyVolumeSeries', () => {
  it('sums each UTC day’s swap inputs in USD, at the day’s start, days in order', () => {
    const perDay = DAY_SECONDS / 100
    const logs = [
      swapLog(perDay + 1, 0n, 30n * E18),
      swapLog(1, 10n * E18, 0n),
      swapLog(2, 0n, 5n * E18),
      swapLog(3, 0n, 99n * E18, SYNC_TOPIC),
    ]
    expect(dailyVolumeSeries(logs, pool, context(), timeOf)).toEqual([
      { time: 0, value: 25 },
      { time: DAY_SECONDS, value: 30 },
    ])
  })
})

describe('usdPointsInRange', () => {
  const head = 10 * DAY_SECONDS
  const points = [
    { time: 2 * DAY_SECONDS, value: 1 },
    { time: 9 * DAY_SECONDS + 600, value: 2 },
    { time: 10 * DAY_SECONDS - 60, value: 3 },
  ]

  it('keeps a level’s value at the range’s start', () => {
    expect(usdPointsInRange(points, '1d', head, 'level')).toEqual([
      { time: 9 * DAY_SECONDS, value: 1 },
      points[1],
      points[2],
    ])
    expect(usdPointsInRange(points, 'all', head, 'level')).toEqual(points)
  })

  it('keeps the bars of the days that start within the range', () => {
    expect(usdPointsInRange(points, '1w', head, 'bars')).toEqual([points[1], points[2]])
    expect(usdPointsInRange([], '1m', head, 'bars')).toEqual([])
  })
})
