// The farm whose liquidity token pairs two tokens (by address, in either order), among the chain's farms.
import { useMemo } from 'react'

import { type Farm, useFarms } from '@/hooks/staking/useFarms'

export function findFarm(farms: readonly Farm[], tokenA?: string, tokenB?: string): Farm | undefined {
  if (!tokenA || !tokenB) return undefined
  const wanted = [tokenA.toLowerCase(), tokenB.toLowerCase()].sort().join()
  return farms.find((farm) => [farm.token0.toLowerCase(), farm.token1.toLowerCase()].sort().join() === wanted)
}

export function findFarmByLpToken(farms: readonly Farm[], lpToken?: string): Farm | undefined {
  return lpToken ? farms.find((farm) => farm.lpToken.toLowerCase() === lpToken.toLowerCase()) : undefined
}

export function useFarmByTokens(tokenA?: string, tokenB?: string): { farm?: Farm; isLoading: boolean } {
  const { farms, isLoading } = useFarms()
  return useMemo(() => ({ farm: findFarm(farms, tokenA, tokenB), isLoading }), [farms, isLoading, tokenA, tokenB])
}
