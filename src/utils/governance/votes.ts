// Vote display rules: whole-percent shares (0% without votes), counts with no decimals, votes to 4 significant digits.
import { formatSignificant } from '@/utils/format/formatSignificant'

/** Share of one side in whole percent, rounded; 0 when nobody voted. Inputs are decimal strings. */
export function votePercent(side: string, other: string): number {
  const a = Number(side)
  const b = Number(other)
  const total = a + b
  if (!Number.isFinite(total) || total <= 0) return 0
  return Math.round((a / total) * 100)
}

/** A decimal string rounded to a whole number (half up), grouped for the locale. */
export function formatVoteCount(value: string, locale?: string): string {
  const [integer = '0', fraction = ''] = value.split('.')
  let whole = BigInt(integer || '0')
  if (fraction && Number(fraction[0]) >= 5) whole += 1n
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(whole)
}

/** The user's votes to 4 significant digits. */
export function formatVotes(value: string): string {
  return formatSignificant(value, 4)
}
