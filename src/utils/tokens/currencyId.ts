import { type Currency, ETHER, Token } from '@/sdk'

/** The currency id used in URLs and the swap state: 'ETH' for the native coin, else the token's address. */
export function currencyId(currency: Currency): string {
  if (currency === ETHER) return 'ETH'
  if (currency instanceof Token) return currency.address
  throw new Error('invalid currency')
}
