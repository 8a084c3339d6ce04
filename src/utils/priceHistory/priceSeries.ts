// A pair's price history from its Sync logs (the reserves after every block that changed them), and the price of a
// route through several pairs: output per input, after every block in which any of its pairs changed. Block times
// are estimated from the head's time and the chain's block time (one request, not one per point).
import { dataWord } from '@/utils/chainActivity/events'
import type { RawLog } from '@/utils/logs/types'

import { SYNC_TOPIC } from './topics'

export interface ReservesPoint {
  block: number
  reserve0: bigint
  reserve1: bigint
}

export interface PricePoint {
  block: number
  /** Output per input, in whole tokens. */
  price: number
}

/** The reserves after each block, from a pair's Sync logs in block order (a block's last Sync is its final state). */
export function reservesFromSyncLogs(logs: readonly RawLog[]): ReservesPoint[] {
  const points: ReservesPoint[] = []
  for (const log of logs) {
    if (log.topics[0] !== SYNC_TOPIC) continue
    const point = { block: Number(log.blockNumber), reserve0: dataWord(log.data, 0), reserve1: dataWord(log.data, 1) }
    if (points.at(-1)?.block === point.block) points[points.length - 1] = point
    else points.push(point)
  }
  return points
}

/** Several pairs' Sync logs (one query, in block order) as each pair's reserves over time, by lowercase address. */
export function reservesByPair(logs: readonly RawLog[]): Map<string, ReservesPoint[]> {
  const byPair = new Map<string, RawLog[]>()
  for (const log of logs) {
    const pair = log.address.toLowerCase()
    const own = byPair.get(pair)
    if (own) own.push(log)
    else byPair.set(pair, [log])
  }
  return new Map([...byPair].map(([pair, own]) => [pair, reservesFromSyncLogs(own)]))
}

/** One pair of a route: its reserves over time, and which side the route enters it by. */
export interface RouteHop {
  points: readonly ReservesPoint[]
  inputIsToken0: boolean
}

/** The ratio of two bigints as a float, exact to double precision whatever their size. */
function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 30n
  return Number((numerator * scale) / denominator) / 1e30
}

/**
 * The route's price (output per input, whole tokens) after every block where one of its pairs changed, from the
 * first block at which every pair has reserves. Pairs with an empty reserve give no price at that block.
 */
export function routePriceSeries(
  hops: readonly RouteHop[],
  inputDecimals: number,
  outputDecimals: number,
): PricePoint[] {
  if (hops.length === 0 || hops.some((hop) => hop.points.length === 0)) return []
  const blocks = [...new Set(hops.flatMap((hop) => hop.points.map((point) => point.block)))].sort((a, b) => a - b)
  const cursors = hops.map(() => -1)
  const decimals = 10 ** (inputDecimals - outputDecimals)
  const series: PricePoint[] = []
  for (const block of blocks) {
    hops.forEach((hop, index) => {
      while (cursors[index] + 1 < hop.points.length && hop.points[cursors[index] + 1].block <= block) cursors[index]++
    })
    if (cursors.some((cursor) => cursor < 0)) continue
    let price = decimals
    for (const [index, hop] of hops.entries()) {
      const { reserve0, reserve1 } = hop.points[cursors[index]]
      const [reserveIn, reserveOut] = hop.inputIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
      if (reserveIn === 0n || reserveOut === 0n) {
        price = NaN
        break
      }
      price *= ratio(reserveOut, reserveIn)
    }
    if (Number.isFinite(price)) series.push({ block, price })
  }
  return series
}

export type PriceRange = '1d' | '1w' | '1m' | 'all'
export const PRICE_RANGES: readonly PriceRange[] = ['1d', '1w', '1m', 'all']
export const RANGE_SECONDS: Record<Exclude<PriceRange, 'all'>, number> = {
  '1d': 86_400,
  '1w': 7 * 86_400,
  '1m': 30 * 86_400,
}

/**
 * The points of a range ending at the head, with the price in force at its start (the last point before it) so
 * that a quiet day still shows a line and its change.
 */
export function pointsInRange(points: readonly PricePoint[], range: PriceRange, head: number, blockTime: number) {
  if (range === 'all') return [...points]
  const firstBlock = head - Math.ceil(RANGE_SECONDS[range] / blockTime)
  const start = points.findIndex((point) => point.block >= firstBlock)
  if (start === -1) return points.length ? [{ ...points[points.length - 1], block: firstBlock }] : []
  const before = start > 0 ? [{ ...points[start - 1], block: firstBlock }] : []
  return [...before, ...points.slice(start)]
}

/** The change from a range's first price to its last, as a fraction (0.05 is +5%); undefined without two points. */
export function priceChange(points: readonly PricePoint[]): number | undefined {
  if (points.length < 2 || points[0].price === 0) return undefined
  return points[points.length - 1].price / points[0].price - 1
}

/** A block's time (seconds), estimated back from the head's at the chain's block time. */
export const timeOfBlock = (block: number, head: number, headTime: number, blockTime: number) =>
  headTime - (head - block) * blockTime
