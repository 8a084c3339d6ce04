// The price history of the pair being traded, through its route's pools where there is no direct one (read by
// utils/priceHistory/readPriceHistory, which loads with the chart's first read).
import { useCallback, useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { type HistoryRead, type HistoryReadContext, useHistoryRead } from '@/hooks/history/useHistoryRead'
import type { Pair, Token } from '@/sdk'
import type { PriceHistory, RouteHop } from '@/utils/priceHistory/readPriceHistory'

export type { PriceHistory } from '@/utils/priceHistory/readPriceHistory'

/** Each pool of the route with the side the route enters it by, starting from `input`. */
function hopsOf(pairs: readonly Pair[], input: Token): RouteHop[] {
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
      const { readPriceHistory } = await import('@/utils/priceHistory/readPriceHistory')
      return readPriceHistory({
        ...context,
        chainId,
        hops,
        inputDecimals: input.decimals,
        outputDecimals: output.decimals,
      })
    },
    [hops, input, output, chainId],
  )
  return useHistoryRead(key, read)
}
