// The read behind the swap page's price chart: each pool of the route's Sync logs from block 0 (kept in the history
// store per chain and pool, then read only for the blocks since), the route's price after every block that changed
// one of them, and the head's time to date the points by. Loaded with the chart's first read, not with the page.
import type { HistoryStore } from '@/utils/logs/historyStore'
import { readLogHistories, type Send } from '@/utils/logs/logHistory'
import { headTimeOf } from '@/utils/logs/readProgress'

import { type PricePoint, reservesFromSyncLogs, routePriceSeries } from './priceSeries'
import { SYNC_TOPIC } from './topics'

export interface PriceHistory {
  points: PricePoint[]
  /** The head the points were read to, and its time (seconds). */
  head: number
  headTime: number
}

/** A pool of the route, and whether the route enters it by its token0. */
export interface RouteHop {
  address: string
  inputIsToken0: boolean
}

export interface PriceHistoryRead {
  chainId: number
  hops: readonly RouteHop[]
  inputDecimals: number
  outputDecimals: number
  /** The head the read goes to. */
  latest: number
  send: Send
  store: HistoryStore
  onProgress?: (read: number, total: number) => void
}

export async function readPriceHistory(read: PriceHistoryRead): Promise<PriceHistory> {
  const { chainId, hops, latest, send, store, onProgress } = read
  // The head's time with the logs, not after them: a refresh is then one round trip (one batch).
  const [histories, headTime] = await Promise.all([
    readLogHistories(
      { send, store, latest, chainId, fromBlock: 0, onProgress },
      hops.map((hop) => ({ address: [hop.address], topics: [SYNC_TOPIC] })),
    ),
    headTimeOf(send, latest),
  ])
  const points = routePriceSeries(
    hops.map((hop, index) => ({ points: reservesFromSyncLogs(histories[index]), inputIsToken0: hop.inputIsToken0 })),
    read.inputDecimals,
    read.outputDecimals,
  )
  return { points, head: latest, headTime }
}
