// The farm whose liquidity token pairs two tokens (by address, in either order), among the chain's farms.
import { useMemo } from 'react'

import { findFarm } from '@/utils/staking/findFarm'
import type { Farm } from '@/utils/staking/types'

import { useFarms } from './useFarms'

export function useFarmByTokens(tokenA?: string, tokenB?: string): { farm?: Farm; isLoading: boolean } {
  const { farms, isLoading } = useFarms()
  return useMemo(() => ({ farm: findFarm(farms, tokenA, tokenB), isLoading }), [farms, isLoading, tokenA, tokenB])
}
