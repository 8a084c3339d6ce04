// Paths of the liquidity screens for a pair's tokens: the wrapped native token appears as the coin ('ETH').
import { ETHER, type Token, unwrappedToken } from '@/sdk'

/** The URL id of a pair's token: 'ETH' for the wrapped native token, else the token's address. */
export function tokenUrlId(token: Token): string {
  return unwrappedToken(token) === ETHER ? 'ETH' : token.address
}

export interface LiquidityPaths {
  add: string
  remove: string
  /** The pair's liquidity-mining page. */
  staking: string
}

export function liquidityPaths(tokenA: Token, tokenB: Token): LiquidityPaths {
  const ids = `${tokenUrlId(tokenA)}/${tokenUrlId(tokenB)}`
  return { add: `/add/${ids}`, remove: `/remove/${ids}`, staking: `/staking/pools/${ids}` }
}
