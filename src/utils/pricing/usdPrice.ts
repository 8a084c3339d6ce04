// USD prices derived from pools: the chain's stable token is one dollar; a token is priced through its pair with the
// stable token, else through its pair with the wrapped native coin times the native coin's USD price (the price
// endpoint's when it answered, else the native/stable pair's).
import { divide, fromUnits, multiply, type Rational, rational } from './rational'

export interface TokenRef {
  address: string
  decimals: number
}

/** Reserves of `a` and `b` in their pair, raw units; undefined when the pair is unknown or still loading. */
export type ReservesLookup = (a: string, b: string) => { a: bigint; b: bigint } | undefined

export interface PricingContext {
  stable: TokenRef
  native: TokenRef
  /** The price endpoint's USD price of the native coin, preferred over its stable pair. */
  nativeUsd?: Rational
  reserves: ReservesLookup
}

/** The pairs a token may be priced through, in the order they are tried. */
export type PriceQuote = 'stable' | 'native'

export const STABLE_THEN_NATIVE: readonly PriceQuote[] = ['stable', 'native']

export const isSameToken = (a: TokenRef, b: TokenRef) => a.address.toLowerCase() === b.address.toLowerCase()

/** Price of token A in token B, in whole units, from a pair's reserves of each (raw units). */
export function reservePrice(
  reserveA: bigint,
  decimalsA: number,
  reserveB: bigint,
  decimalsB: number,
): Rational | undefined {
  if (reserveA <= 0n || reserveB <= 0n) return undefined
  return rational(reserveB * 10n ** BigInt(decimalsA), reserveA * 10n ** BigInt(decimalsB))
}

/** Price of `token` in `quote`, from their pair's reserves. */
function pairPrice(token: TokenRef, quote: TokenRef, reserves: ReservesLookup): Rational | undefined {
  const found = reserves(token.address, quote.address)
  return found && reservePrice(found.a, token.decimals, found.b, quote.decimals)
}

export function nativeUsdPrice(context: PricingContext): Rational | undefined {
  return context.nativeUsd ?? pairPrice(context.native, context.stable, context.reserves)
}

function priceVia(token: TokenRef, quote: PriceQuote, context: PricingContext): Rational | undefined {
  if (quote === 'stable') return pairPrice(token, context.stable, context.reserves)
  const inNative = pairPrice(token, context.native, context.reserves)
  const native = nativeUsdPrice(context)
  return inNative && native && multiply(inNative, native)
}

/** USD price of one whole `token`; undefined when none of `quotes` prices it. */
export function tokenUsdPrice(
  token: TokenRef,
  context: PricingContext,
  quotes: readonly PriceQuote[] = STABLE_THEN_NATIVE,
): Rational | undefined {
  if (isSameToken(token, context.stable)) return rational(1n)
  if (isSameToken(token, context.native)) return nativeUsdPrice(context)
  for (const quote of quotes) {
    const price = priceVia(token, quote, context)
    if (price) return price
  }
  return undefined
}

/** USD value of `raw` units of a token at its USD price. */
export function amountUsdValue(raw: bigint, decimals: number, usdPrice: Rational): Rational {
  return multiply(fromUnits(raw, decimals)!, usdPrice)
}

/** USD value of `raw` units at the price of `token`; undefined while unpriced. */
export function tokenUsdValue(token: TokenRef, raw: bigint, context: PricingContext): Rational | undefined {
  const price = tokenUsdPrice(token, context)
  return price && amountUsdValue(raw, token.decimals, price)
}

/** The share `amount / total`; undefined when the total is zero. */
export function share(amount: bigint, total: bigint): Rational | undefined {
  return divide(rational(amount)!, rational(total)!)
}
