// A USD figure for display: the one place a price or value becomes dollars and cents.
import { formatLocale } from '@/i18n/formatLocale'

import { type Rational, toNumber } from './rational'

/**
 * '$1,234.56' ('1 234,56 $' in Russian: the chosen language by default); '-' when unknown. A number is a
 * figure already made for display (the cached TVL).
 */
export function formatUsd(value: Rational | number | undefined, locale = formatLocale()): string {
  const shown = typeof value === 'object' ? toNumber(value) : value
  if (shown === undefined || !Number.isFinite(shown)) return '-'
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(shown)
}

/**
 * A token's USD price: cents from a dollar up ('$1,234.56'), four significant digits below ('$0.0001234'), so that a
 * cheap token's price is not '$0.00'; '-' when unknown.
 */
export function formatUsdPrice(value: Rational | number | undefined, locale = formatLocale()): string {
  const shown = typeof value === 'object' ? toNumber(value) : value
  if (shown === undefined || !Number.isFinite(shown)) return '-'
  if (shown >= 1 || shown === 0) return formatUsd(shown, locale)
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumSignificantDigits: 2,
    maximumSignificantDigits: 4,
  }).format(shown)
}
