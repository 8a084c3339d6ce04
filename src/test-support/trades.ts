// Tokens and pairs on the local chain for unit tests of the trade math (no chain needed).
import { type ChainId, JSBI, Pair, Token, TokenAmount, WETH } from '@/sdk'

const CHAIN = 31337 as ChainId

export const WFRA = (WETH as Record<number, Token>)[CHAIN]
export const BUSD = new Token(CHAIN, '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6', 18, 'BUSD', 'BUSD')
export const USDC = new Token(CHAIN, '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318', 6, 'USDC', 'USD Coin')
export const WBTC = new Token(CHAIN, '0x610178dA211FEF7D417bC0e6FeD39F05609AD788', 8, 'WBTC', 'Wrapped BTC')
export const VENOM = new Token(CHAIN, '0xA51c1fc2f0D1a1b8494Ed1FE312d7C3a78Ed91C0', 18, 'VENOM', 'Venom')

export function units(token: Token, amount: string | number): TokenAmount {
  const [whole, fraction = ''] = String(amount).split('.')
  const raw = BigInt(whole + fraction.padEnd(token.decimals, '0').slice(0, token.decimals))
  return new TokenAmount(token, JSBI.BigInt(raw.toString()))
}

export function pair(a: TokenAmount, b: TokenAmount): Pair {
  return new Pair(a, b)
}
