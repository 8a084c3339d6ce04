// The native coin as users see it: the SDK calls every native coin ETHER/'ETH'; the chain's own name is shown.
import type { Currency } from '@uniswap/sdk'
import { ETHER } from '@uniswap/sdk'

import { type ChainId, CHAINS, ETHER_NATIVE, type NativeCurrencyInfo } from '@/config/chains'

export type { NativeCurrencyInfo }

export function nativeCurrencyOf(chainId: number | undefined): NativeCurrencyInfo {
  return (chainId !== undefined && CHAINS[chainId as ChainId]?.nativeCurrency) || ETHER_NATIVE
}

/** The symbol to show: the chain's native symbol for the native coin (FRA on Findora), else the token's. */
export function currencySymbol(currency: Currency | null | undefined, chainId: number | undefined): string | undefined {
  if (!currency) return undefined
  return currency === ETHER ? nativeCurrencyOf(chainId).symbol : currency.symbol
}

/** True for 'ETH' or the chain's native symbol, in any case (URL and currency ids of the native coin). */
export function isNativeSymbol(value: string, chainId: number | undefined): boolean {
  const upper = value.toUpperCase()
  return upper === 'ETH' || upper === nativeCurrencyOf(chainId).symbol.toUpperCase()
}
