// The price history of the pair being traded, through its route's pools where there is no direct one: each pool's
// Sync logs from block 0 (kept in the history store per chain and pool, then read only for the blocks since), the
// route's price after every block that changed one of them, and the head's time to date the points by.
import { useCallback, useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { type HistoryRead, type HistoryReadContext, useHistoryRead } from '@/hooks/history/useHistoryRead'
import type { Pair, Token } from '@/sdk'
import { readLogHistory } from '@/utils/logs/logHistory'
import { headTimeOf, sumProgress } from '@/utils/logs/readProgress'
import { type PricePoint, reservesFromSyncLogs, routePriceSeries } from '@/utils/priceHistory/priceSeries'
import { SYNC_TOPIC } from '@/utils/priceHistory/topics'

export interface PriceHistory {
  points: PricePoint[]
  /** The head the points were read to, and its time (seconds). */
  head: number
  headTime: number
}

/** Each pool of the route with the side the route enters it by, starting from `input`. */
function hopsOf(pairs: readonly Pair[], input: Token) {
  let current = input
  return pairs.map((pair) => {
    const inputIsToken0 = pair.token0.equals(current)
    current = inputIsToken0 ? pair.token1 : pair.token0
    return { address: pair.liquidityToken.address, inputIsToken0 }
  })
}

export function usePriceHistory(
  pairs: readonly Pair[] | undefined,
  input: Token | undefined,
  output: Token | undefined,
): HistoryRead<PriceHistory> {
  const chainId = useActiveChainId()
  const hops = useMemo(() => (pairs?.length && input ? hopsOf(pairs, input) : undefined), [pairs, input])
  const key =
    hops && input && output
      ? `price:${chainId}:${input.address}:${hops.map((hop) => hop.address).join('>')}`.toLowerCase()
      : undefined
  const read = useCallback(
    async (context: HistoryReadContext): Promise<PriceHistory> => {
      if (!hops || !input || !output) throw new Error('no route to read')
      const progress = sumProgress(hops.length, context.onProgress)
      // The head's time with the logs, not after them: a refresh is then one round trip (one batch).
      const [histories, headTime] = await Promise.all([
        Promise.all(
          hops.map((hop, index) =>
            readLogHistory({
              ...context,
              chainId,
              query: { address: [hop.address], topics: [SYNC_TOPIC] },
              fromBlock: 0,
              onProgress: progress(index),
            }),
          ),
        ),
        headTimeOf(context.send, context.latest),
      ])
      const points = routePriceSeries(
        hops.map((hop, index) => ({
          points: reservesFromSyncLogs(histories[index]),
          inputIsToken0: hop.inputIsToken0,
        })),
        input.decimals,
        output.decimals,
      )
      return { points, head: context.latest, headTime }
    },
    [hops, input, output, chainId],
  )
  return useHistoryRead(key, read)
}
