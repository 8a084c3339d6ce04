// Display rules for amounts, prices and price impact (spec §9): significant digits, '<0.000001' and '<0.01%',
// in the chosen language's number format (display only: never feed these back into an input or a parse).
import { type Currency, CurrencyAmount, type Fraction, JSBI, Percent, type Price, Token, TokenAmount } from '@/sdk'

import { localizeDecimal, localizePercent } from './localizeNumber'

/** Below this an amount shows as '<0.000001'. */
const TINY = { numerator: JSBI.BigInt(1), denominator: JSBI.BigInt(1_000_000) }
const ONE_BIP = new Percent(JSBI.BigInt(1), JSBI.BigInt(10000))

function isTinyPositive(value: Fraction): boolean {
  const zero = JSBI.BigInt(0)
  if (!JSBI.greaterThan(value.numerator, zero)) return false
  // value < 1/1e6  <=>  numerator * 1e6 < denominator
  return JSBI.lessThan(
    JSBI.multiply(value.numerator, TINY.denominator),
    JSBI.multiply(value.denominator, TINY.numerator),
  )
}

/** An amount with `digits` significant digits (6 for balances), '<0.000001' when positive but smaller, '' when none. */
export function formatAmount(amount: CurrencyAmount | null | undefined, digits = 6, locale?: string): string {
  if (!amount) return ''
  if (isTinyPositive(amount)) return localizeDecimal('<0.000001', locale)
  return localizeDecimal(amount.toSignificant(digits, { groupSeparator: '' }), locale)
}

/** `raw` units of a token or the native coin as formatAmount shows them: a reserve, a pooled side, a stake read as a
 * bigint. */
export function formatTokenRaw(currency: Currency, raw: bigint, digits = 6, locale?: string): string {
  const amount = JSBI.BigInt(raw.toString())
  return formatAmount(
    currency instanceof Token ? new TokenAmount(currency, amount) : CurrencyAmount.ether(amount),
    digits,
    locale,
  )
}

/** A price with 6 significant digits ('' when none). */
export function formatPrice(price: Price | null | undefined, digits = 6, locale?: string): string {
  if (!price) return ''
  if (isTinyPositive(price.adjusted)) return localizeDecimal('<0.000001', locale)
  return localizeDecimal(price.toSignificant(digits), locale)
}

/** Price impact as '1.23%', '<0.01%' below one basis point, '-' when unknown. */
export function formatPriceImpact(priceImpact: Percent | null | undefined, locale?: string): string {
  if (!priceImpact) return '-'
  if (priceImpact.lessThan(ONE_BIP)) return localizePercent('<0.01', locale)
  return localizePercent(priceImpact.toFixed(2), locale)
}
