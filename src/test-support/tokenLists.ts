// Token lists for the list tests: a small valid list and helpers to derive versions of it.
import type { TokenInfo, TokenList } from '@uniswap/token-lists'

export const TOKEN_A: TokenInfo = {
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  decimals: 18,
  symbol: 'DAI',
  name: 'Dai Stablecoin',
}
export const TOKEN_B: TokenInfo = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
}
export const TOKEN_C: TokenInfo = {
  chainId: 31337,
  address: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
  decimals: 18,
  symbol: 'BUSD',
  name: 'Binance USD',
}

export function makeList(
  tokens: TokenInfo[] = [TOKEN_A, TOKEN_B],
  version: TokenList['version'] = { major: 1, minor: 0, patch: 0 },
): TokenList {
  return { name: 'Test List', timestamp: '2026-01-01T00:00:00.000Z', version, tokens }
}
