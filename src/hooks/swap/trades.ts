// Best V2 trades on the active chain: the pairs among the two currencies and the routing bases, then the best
// route over 1..3 hops (1 in single-hop mode).
import { useMemo } from 'react'

import { BASES_TO_CHECK_TRADES_AGAINST } from '@/config/tokens'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { PairState, usePairs } from '@/hooks/liquidity/pairs'
import { type Currency, type CurrencyAmount, type Pair, type Trade, wrappedCurrency } from '@/sdk'
import { useUserSingleHopOnly } from '@/state/user/hooks'

import { bestTradeExactIn, bestTradeExactOut, MAX_HOPS, pairCombinations, uniquePairs } from './tradesBest'

/** Every existing pair that a trade between the two currencies could use. */
export function useAllCommonPairs(currencyA?: Currency | null, currencyB?: Currency | null): Pair[] {
  const chainId = useActiveChainId()
  const tokenA = wrappedCurrency(currencyA, chainId)
  const tokenB = wrappedCurrency(currencyB, chainId)
  const combinations = useMemo(
    () => pairCombinations(tokenA, tokenB, BASES_TO_CHECK_TRADES_AGAINST[chainId] ?? []),
    [tokenA, tokenB, chainId],
  )
  const pairs = usePairs(combinations)
  return useMemo(
    () => uniquePairs(pairs.flatMap(([state, pair]) => (state === PairState.EXISTS && pair ? [pair] : []))),
    [pairs],
  )
}

function useMaxHops(): number {
  const [singleHopOnly] = useUserSingleHopOnly()
  return singleHopOnly ? 1 : MAX_HOPS
}

/** The best trade selling exactly amountIn for currencyOut, or null. */
export function useTradeExactIn(amountIn?: CurrencyAmount, currencyOut?: Currency | null): Trade | null {
  const pairs = useAllCommonPairs(amountIn?.currency, currencyOut)
  const maxHops = useMaxHops()
  return useMemo(
    () => bestTradeExactIn(pairs, amountIn, currencyOut ?? undefined, maxHops),
    [pairs, amountIn, currencyOut, maxHops],
  )
}

/** The best trade buying exactly amountOut with currencyIn, or null. */
export function useTradeExactOut(currencyIn?: Currency | null, amountOut?: CurrencyAmount): Trade | null {
  const pairs = useAllCommonPairs(currencyIn, amountOut?.currency)
  const maxHops = useMaxHops()
  return useMemo(
    () => bestTradeExactOut(pairs, currencyIn ?? undefined, amountOut, maxHops),
    [pairs, currencyIn, amountOut, maxHops],
  )
}
