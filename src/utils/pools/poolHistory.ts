// A pool's history for its page, from its own logs: the liquidity (TVL) after every block whose Sync changed the
// reserves, and the volume of each UTC day from its Swap logs; both in USD at today's prices (the chain keeps no
// past USD prices, and the pool page says so), so that a line moves only when the pool's reserves or trades do.
import { dataWord } from '@/utils/chainActivity/events'
import type { RawLog } from '@/utils/logs/types'
import { type PriceRange, RANGE_SECONDS, type ReservesPoint } from '@/utils/priceHistory/priceSeries'
import { SWAP_TOPIC } from '@/utils/priceHistory/topics'
import type { PairValueInput } from '@/utils/pricing/liquidityUsdValue'
import { liquidityUsdValue } from '@/utils/pricing/liquidityUsdValue'
import { toNumber } from '@/utils/pricing/rational'
import type { PricingContext } from '@/utils/pricing/usdPrice'
import { type SwapInputs, swapVolumeUsd } from '@/utils/staking/feeApr'

export const DAY_SECONDS = 86_400

/** A point of a chart: time in seconds, value in USD. */
export interface UsdPoint {
  time: number
  value: number
}

/** A Swap log's inputs (amount0In, amount1In are its data's first two words). */
export function swapInputsOf(log: Pick<RawLog, 'blockNumber' | 'data'>): SwapInputs {
  return { blockNumber: Number(log.blockNumber), amount0In: dataWord(log.data, 0), amount1In: dataWord(log.data, 1) }
}

/** The pool's USD value after each change of its reserves; points the engine cannot price are left out. */
export function tvlSeries(
  reserves: readonly ReservesPoint[],
  pool: Omit<PairValueInput, 'reserve0' | 'reserve1' | 'totalSupply'>,
  context: PricingContext,
  timeOf: (block: number) => number,
): UsdPoint[] {
  const series: UsdPoint[] = []
  for (const point of reserves) {
    const value = liquidityUsdValue(
      { ...pool, reserve0: point.reserve0, reserve1: point.reserve1, totalSupply: 1n },
      1n,
      context,
    )
    if (!value) continue
    const shown = { time: Math.round(timeOf(point.block)), value: toNumber(value) }
    // Two blocks dated within the same second: the later state stands (the chart takes one value per time).
    if (series.at(-1)?.time === shown.time) series[series.length - 1] = shown
    else series.push(shown)
  }
  return series
}

/** Each UTC day's volume (swap inputs in USD), at the day's start; days without swaps are left out. */
export function dailyVolumeSeries(
  swapLogs: readonly RawLog[],
  pool: PairValueInput,
  context: PricingContext,
  timeOf: (block: number) => number,
): UsdPoint[] {
  const byDay = new Map<number, SwapInputs[]>()
  for (const log of swapLogs) {
    if (log.topics[0] !== SWAP_TOPIC) continue
    const swap = swapInputsOf(log)
    const day = Math.floor(timeOf(swap.blockNumber) / DAY_SECONDS) * DAY_SECONDS
    const swaps = byDay.get(day)
    if (swaps) swaps.push(swap)
    else byDay.set(day, [swap])
  }
  const series: UsdPoint[] = []
  for (const [day, swaps] of [...byDay].sort(([a], [b]) => a - b)) {
    const volume = swapVolumeUsd(swaps, pool, context)
    if (volume) series.push({ time: day, value: toNumber(volume) })
  }
  return series
}

/**
 * The points of a range ending at `headTime`. A level (TVL) keeps the value in force at the range's start, so that
 * a quiet week still shows its line; bars (volume) are only the days that start within the range.
 */
export function usdPointsInRange(
  points: readonly UsdPoint[],
  range: PriceRange,
  headTime: number,
  kind: 'level' | 'bars',
): UsdPoint[] {
  if (range === 'all') return [...points]
  const start = headTime - RANGE_SECONDS[range]
  const inRange = points.filter((point) => point.time >= (kind === 'bars' ? start - (start % DAY_SECONDS) : start))
  if (kind === 'bars') return inRange
  const before = points.filter((point) => point.time < start).at(-1)
  return before && inRange[0]?.time !== start ? [{ time: start, value: before.value }, ...inRange] : inRange
}
