// Between the native coin and its wrapped token: pairs and routes hold the wrapped token, the UI shows the coin.
import {
  type ChainId as SdkChainId,
  type Currency,
  type CurrencyAmount,
  ETHER,
  Token,
  TokenAmount,
  WETH,
} from '@uniswap/sdk'

/** The chain's wrapped native token (undefined when the chain has none registered). */
export function wrappedNative(chainId: number | undefined): Token | undefined {
  return chainId === undefined ? undefined : (WETH as Record<number, Token | undefined>)[chainId as SdkChainId]
}

/** The token a currency trades as on a chain: the wrapped native token for the coin, the token itself otherwise. */
export function wrappedCurrency(currency: Currency | null | undefined, chainId: number | undefined): Token | undefined {
  if (!currency || chainId === undefined) return undefined
  if (currency === ETHER) return wrappedNative(chainId)
  return currency instanceof Token && currency.chainId === chainId ? currency : undefined
}

export function wrappedCurrencyAmount(
  amount: CurrencyAmount | null | undefined,
  chainId: number | undefined,
): TokenAmount | undefined {
  const token = amount ? wrappedCurrency(amount.currency, chainId) : undefined
  return token && amount ? new TokenAmount(token, amount.raw) : undefined
}

/** The currency to show for a token: the native coin for the wrapped native token. */
export function unwrappedToken(token: Token): Currency {
  return wrappedNative(token.chainId)?.equals(token) ? ETHER : token
}
