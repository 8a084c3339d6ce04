// A farm's liquidity token as an SDK token: 18 decimals and the exchange's LP symbol.
import { type ChainId, Token } from '@/sdk'

export const LP_SYMBOL = 'VENOM-LP'

export function lpTokenOf(chainId: number, address: string): Token {
  return new Token(chainId as ChainId, address, 18, LP_SYMBOL, 'Venom LP')
}
