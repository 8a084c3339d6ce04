// A pool's own history for its page: its Sync logs (reserves after every change: the price and TVL lines) and its
// Swap logs (the volume bars) from block 0, kept in the history store and then read only for the new blocks, with
// the head's time to date the points by. The price chart of the swap page reads the same Sync logs from the store.
import { useCallback } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { type HistoryRead, type HistoryReadContext, useHistoryRead } from '@/hooks/history/useHistoryRead'
import { readLogHistory } from '@/utils/logs/logHistory'
import { headTimeOf, sumProgress } from '@/utils/logs/readProgress'
import type { RawLog } from '@/utils/logs/types'
import { reservesFromSyncLogs, type ReservesPoint } from '@/utils/priceHistory/priceSeries'
import { SWAP_TOPIC, SYNC_TOPIC } from '@/utils/priceHistory/topics'

export interface PoolHistory {
  reserves: ReservesPoint[]
  swapLogs: RawLog[]
  /** The head the logs were read to, and its time (seconds). */
  head: number
  headTime: number
}

export function usePoolHistory(pair: string | undefined): HistoryRead<PoolHistory> {
  const chainId = useActiveChainId()
  const key = pair ? `pool:${chainId}:${pair}`.toLowerCase() : undefined
  const read = useCallback(
    async (context: HistoryReadContext): Promise<PoolHistory> => {
      if (!pair) throw new Error('no pool to read')
      const progress = sumProgress(2, context.onProgress)
      // The head's time with the logs, not after them: a refresh is then one round trip (one batch).
      const readTopic = (topic: string, index: number) =>
        readLogHistory({
          ...context,
          chainId,
          query: { address: [pair], topics: [topic] },
          fromBlock: 0,
          onProgress: progress(index),
        })
      const [syncLogs, swapLogs, headTime] = await Promise.all([
        readTopic(SYNC_TOPIC, 0),
        readTopic(SWAP_TOPIC, 1),
        headTimeOf(context.send, context.latest),
      ])
      return { reserves: reservesFromSyncLogs(syncLogs), swapLogs, head: context.latest, headTime }
    },
    [pair, chainId],
  )
  return useHistoryRead(key, read)
}
