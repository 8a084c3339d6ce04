// The portfolio's figures: what the account holds of a token or in a pool, at the pricing engine's USD prices, and
// their total. A holding the engine cannot price is unknown, not worth nothing: the total counts such holdings so
// that the page can say its sum leaves them out.
import { withoutEndpoint } from '@/utils/pools/pastPrices'
import { add, divide, type Rational, toNumber, ZERO } from '@/utils/pricing/rational'
import {
  amountUsdValue,
  nativeUsdPrice,
  type PricingContext,
  type TokenRef,
  tokenUsdPrice,
} from '@/utils/pricing/usdPrice'
import type { TokenNativeAmounts } from '@/utils/v1/v1Liquidity'

/** The native coin's id among the portfolio's tokens (a token's is its address). */
export const NATIVE_ID = 'NATIVE'

export interface Holding {
  /** Raw units held. */
  raw: bigint
  usd?: Rational
}

/** `raw` units of `token` at the engine's price; none of anything is worth zero, priced or not. */
export function holdingUsd(token: TokenRef, raw: bigint, context: PricingContext | undefined): Rational | undefined {
  if (raw === 0n) return ZERO
  const price = context && tokenUsdPrice(token, context)
  return price && amountUsdValue(raw, token.decimals, price)
}

export interface PoolSupply {
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
}

/** What `raw` pool tokens withdraw of each side: their share of the reserves, rounded down as the pair's burn does. */
export function pooledAmounts(pool: PoolSupply, raw: bigint): [bigint, bigint] {
  if (pool.totalSupply <= 0n) return [0n, 0n]
  return [(pool.reserve0 * raw) / pool.totalSupply, (pool.reserve1 * raw) / pool.totalSupply]
}

export interface PortfolioTotal {
  usd: Rational
  /** Holdings of more than nothing that have no USD value: left out of `usd`. */
  unpriced: number
}

export function portfolioTotal(holdings: readonly Holding[]): PortfolioTotal {
  let usd = ZERO
  let unpriced = 0
  for (const holding of holdings) {
    if (holding.usd) usd = add(usd, holding.usd)
    else if (holding.raw > 0n) unpriced++
  }
  return { usd, unpriced }
}

export const isHeld = (holding: Holding) => holding.raw > 0n

/** Largest value first; unpriced holdings after every priced one, the larger amount first among them. */
export function byUsdValue(a: Holding, b: Holding): number {
  const value = (holding: Holding) => (holding.usd ? toNumber(holding.usd) : -1)
  return value(b) - value(a) || (b.raw > a.raw ? 1 : b.raw < a.raw ? -1 : 0)
}

/** The redeemed amounts' value; unknown when either side has no price. */
export function v1RedeemedUsd(
  token: TokenRef,
  redeems: TokenNativeAmounts,
  nativeDecimals: number,
  context: PricingContext,
): Rational | undefined {
  const tokenPrice = tokenUsdPrice(token, context)
  const nativePrice = nativeUsdPrice(context)
  return (
    tokenPrice &&
    nativePrice &&
    add(
      amountUsdValue(redeems.token, token.decimals, tokenPrice),
      amountUsdValue(redeems.native, nativeDecimals, nativePrice),
    )
  )
}

/** Raw units of one token that a holding is made of (a pool position: its two withdrawn sides). */
export interface HoldingPart {
  token: TokenRef
  raw: bigint
}

/**
 * The holdings' value now over the same holdings' value at the prices of `then` (1.05 is +5%): the change of the
 * portfolio that prices made, not deposits or withdrawals. Both ends are priced by the pools alone (the price
 * endpoint keeps no past); parts either end cannot price are left out of both; undefined when nothing is priced then.
 */
export function holdingsChange(
  parts: readonly HoldingPart[],
  now: PricingContext,
  then: PricingContext,
): Rational | undefined {
  let valueNow = ZERO
  let valueThen = ZERO
  for (const { token, raw } of parts) {
    if (raw === 0n) continue
    const priceNow = tokenUsdPrice(token, withoutEndpoint(now))
    const priceThen = tokenUsdPrice(token, withoutEndpoint(then))
    if (!priceNow || !priceThen) continue
    valueNow = add(valueNow, amountUsdValue(raw, token.decimals, priceNow))
    valueThen = add(valueThen, amountUsdValue(raw, token.decimals, priceThen))
  }
  return valueThen.numerator === 0n ? undefined : divide(valueNow, valueThen)
}
