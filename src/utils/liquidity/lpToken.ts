// The exchange's liquidity (LP) token of a pair as an SDK token: 18 decimals, the 'VENOM-LP' symbol. Every LP token
// the app builds comes from here (the SDK's own Pair.liquidityToken keeps Uniswap's name, and compares equal).
import { type ChainId, Pair, Token } from '@/sdk'

export const LP_SYMBOL = 'VENOM-LP'
const LP_NAME = 'Venom LP Token'
const LP_DECIMALS = 18

/** The LP token at a known pair address (a farm's, a stake's). */
export function lpTokenOf(chainId: number, address: string): Token {
  return new Token(chainId as ChainId, address, LP_DECIMALS, LP_SYMBOL, LP_NAME)
}

/** The LP token of the pair of two tokens, at its computed (CREATE2) address. */
export function lpTokenOfPair(tokenA: Token, tokenB: Token): Token {
  return lpTokenOf(tokenA.chainId, Pair.getAddress(tokenA, tokenB))
}
