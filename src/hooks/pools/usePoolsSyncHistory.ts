// The explorer's pools' reserves over time, for the tokens' 24 h change and a token page's USD price chart: one Sync log
// query for all of them from block 0, kept in the history store and then read only for the new blocks (its refresh
// rides the block poll's batch).
import { useCallback, useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { type HistoryRead, type HistoryReadContext, useHistoryRead } from '@/hooks/history/useHistoryRead'
import { readLogHistory } from '@/utils/logs/logHistory'
import { headTimeOf } from '@/utils/logs/readProgress'
import { reservesByPair, type ReservesPoint } from '@/utils/priceHistory/priceSeries'
import { SYNC_TOPIC } from '@/utils/priceHistory/topics'

export interface PoolsSyncHistory {
  /** Each pool's reserves after every block that changed them, by lowercase pair address. */
  reserves: ReadonlyMap<string, readonly ReservesPoint[]>
  /** The head the logs were read to, and its time (seconds). */
  head: number
  headTime: number
}

export function usePoolsSyncHistory(pairs: readonly string[]): HistoryRead<PoolsSyncHistory> {
  const chainId = useActiveChainId()
  const pairsKey = pairs
    .map((pair) => pair.toLowerCase())
    .sort()
    .join()
  const addresses = useMemo(() => (pairsKey ? pairsKey.split(',') : []), [pairsKey])
  const key = addresses.length ? `pools-sync:${chainId}:${pairsKey}` : undefined
  const read = useCallback(
    async (context: HistoryReadContext): Promise<PoolsSyncHistory> => {
      // The head's time with the logs, not after them: a refresh is then one round trip (one batch).
      const [logs, headTime] = await Promise.all([
        readLogHistory({
          ...context,
          chainId,
          query: { address: addresses, topics: [SYNC_TOPIC] },
          fromBlock: 0,
        }),
        headTimeOf(context.send, context.latest),
      ])
      return { reserves: reservesByPair(logs), head: context.latest, headTime }
    },
    [addresses, chainId],
  )
  return useHistoryRead(key, read)
}
