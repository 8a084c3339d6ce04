// Display rules for amounts, prices and price impact (spec §9): significant digits, '<0.000001' and '<0.01%'.
import { type CurrencyAmount, type Fraction, JSBI, Percent, type Price } from '@/sdk'

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
export function formatAmount(amount: CurrencyAmount | null | undefined, digits = 6): string {
  if (!amount) return ''
  if (isTinyPositive(amount)) return '<0.000001'
  return amount.toSignificant(digits, { groupSeparator: '' })
}

/** A price with 6 significant digits ('' when none). */
export function formatPrice(price: Price | null | undefined, digits = 6): string {
  if (!price) return ''
  if (isTinyPositive(price.adjusted)) return '<0.000001'
  return price.toSignificant(digits)
}

/** Price impact as '1.23%', '<0.01%' below one basis point, '-' when unknown. */
export function formatPriceImpact(priceImpact: Percent | null | undefined): string {
  if (!priceImpact) return '-'
  if (priceImpact.lessThan(ONE_BIP)) return '<0.01%'
  return `${priceImpact.toFixed(2)}%`
}
