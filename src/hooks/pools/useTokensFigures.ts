// The tokens explorer's rows: every token in the exchange's pools with its figures, made from the pools explorer's
// pools and prices of the same block (tokenFigures), and whether a list of the user's names it.
import { useMemo } from 'react'

import { useAllTokens } from '@/hooks/tokens/tokens'
import type { Token } from '@/sdk'
import { type TokenFigures, tokenFigures } from '@/utils/pools/tokenFigures'

import { useFactoryPools } from './useFactoryPools'
import { usePoolsFigures } from './usePoolsFigures'

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
}

export function useTokensFigures(): TokensFigures {
  const { pools, isLoading } = useFactoryPools()
  const { pools: withFigures, context } = usePoolsFigures(pools)
  const listed = useAllTokens()
  return useMemo(
    () => ({
      tokens: tokenFigures(withFigures, context).map((row) => ({
        ...row,
        isListed: Boolean(listed[row.token.address]),
      })),
      isLoading,
      isUnserved: withFigures.some((pool) => pool.swapsStatus === 'unserved'),
    }),
    [withFigures, context, listed, isLoading],
  )
}
