// Finding a farm among the chain's farms: by the two tokens of its pair (either order) or by its liquidity token.
import type { Farm } from '@/utils/staking/types'

export function findFarm(farms: readonly Farm[], tokenA?: string, tokenB?: string): Farm | undefined {
  if (!tokenA || !tokenB) return undefined
  const wanted = [tokenA.toLowerCase(), tokenB.toLowerCase()].sort().join()
  return farms.find((farm) => [farm.token0.toLowerCase(), farm.token1.toLowerCase()].sort().join() === wanted)
}

export function findFarmByLpToken(farms: readonly Farm[], lpToken?: string): Farm | undefined {
  return lpToken ? farms.find((farm) => farm.lpToken.toLowerCase() === lpToken.toLowerCase()) : undefined
}
