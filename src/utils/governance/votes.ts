// Vote display rules: whole-percent shares (0% without votes), counts with no decimals, votes to 4 significant digits.
import { formatLocale } from '@/i18n/formatLocale'
import { formatSignificant } from '@/utils/format/formatSignificant'
import { localizeDecimal } from '@/utils/format/localizeNumber'

/** Share of one side in whole percent, rounded; 0 when nobody voted. Inputs are decimal strings. */
export function votePercent(side: string, other: string): number {
  const a = Number(side)
  const b = Number(other)
  const total = a + b
  if (!Number.isFinite(total) || total <= 0) return 0
  return Math.round((a / total) * 100)
}

/** A decimal string rounded to a whole number (half up), grouped for the locale. */
export function formatVoteCount(value: string, locale = formatLocale()): string {
  const [integer = '0', fraction = ''] = value.split('.')
  let whole = BigInt(integer || '0')
  if (fraction && Number(fraction[0]) >= 5) whole += 1n
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(whole)
}

/** The user's votes to 4 significant digits, in the chosen language's number format. */
export function formatVotes(value: string, locale?: string): string {
  return localizeDecimal(formatSignificant(value, 4), locale)
}
