// The tokens explorer's rows: every token in the exchange's pools with its figures, made from the pools explorer's
// pools and prices of the same block (tokenFigures), and whether a list of the user's names it. A token's page reads
// the same, with the pools' Sync history its price chart is drawn from.
import { useMemo } from 'react'

import type { HistoryRead } from '@/hooks/history/useHistoryRead'
import { useAllTokens } from '@/hooks/tokens/tokens'
import type { Token } from '@/sdk'
import { type TokenFigures, tokenFigures } from '@/utils/pools/tokenFigures'
import type { PricingContext } from '@/utils/pricing/usdPrice'

import { useDayAgoContext } from './useDayAgoContext'
import { useFactoryPools } from './useFactoryPools'
import { type PoolWithFigures, usePoolsFigures } from './usePoolsFigures'
import { type PoolsSyncHistory, usePoolsSyncHistory } from './usePoolsSyncHistory'

export interface TokenRow extends TokenFigures<Token> {
  /** On one of the user's lists, or added by the user: otherwise its name and symbol are anyone's to choose. */
  isListed: boolean
}

export interface TokensFigures {
  tokens: TokenRow[]
  /** Some pairs are still being read. */
  isLoading: boolean
  /** The node refused the last day's swaps: volumes are unknown. */
  isUnserved: boolean
  /** The pools and the prices the rows were made from. */
  pools: PoolWithFigures[]
  context: PricingContext | undefined
  /** The pools' reserves over time. */
  history: HistoryRead<PoolsSyncHistory>
}

export function useTokensFigures(): TokensFigures {
  const { pools, isLoading } = useFactoryPools()
  const { pools: withFigures, context } = usePoolsFigures(pools)
  const history = usePoolsSyncHistory(useMemo(() => pools.map((pool) => pool.address), [pools]))
  const dayAgo = useDayAgoContext(pools, context, history.value)
  const listed = useAllTokens()
  return useMemo(
    () => ({
      tokens: tokenFigures(withFigures, context, dayAgo).map((row) => ({
        ...row,
        isListed: Boolean(listed[row.token.address]),
      })),
      isLoading,
      isUnserved: withFigures.some((pool) => pool.swapsStatus === 'unserved'),
      pools: withFigures,
      context,
      history,
    }),
    [withFigures, context, dayAgo, listed, isLoading, history],
  )
}
