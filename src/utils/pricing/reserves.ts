// The engine's view of pools: a reserves lookup by token addresses over pairs given in token0 order.
import type { ReservesLookup } from './usdPrice'

export interface PairReserves {
  token0: string
  token1: string
  reserve0: bigint
  reserve1: bigint
}

/** token0 of a pair of two tokens: the lower address, as in UniswapV2Factory. */
export function token0Of(a: string, b: string): string {
  return a.toLowerCase() < b.toLowerCase() ? a : b
}

const key = (a: string, b: string) => [a.toLowerCase(), b.toLowerCase()].sort().join(':')

/** Looks up the reserves of two tokens in either order; pairs not given are unknown. */
export function reservesLookup(pairs: readonly PairReserves[]): ReservesLookup {
  const table = new Map(pairs.map((pair) => [key(pair.token0, pair.token1), pair]))
  return (a, b) => {
    const found = table.get(key(a, b))
    if (!found) return undefined
    return found.token0.toLowerCase() === a.toLowerCase()
      ? { a: found.reserve0, b: found.reserve1 }
      : { a: found.reserve1, b: found.reserve0 }
  }
}
