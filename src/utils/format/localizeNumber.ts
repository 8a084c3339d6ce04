// Puts a machine-made decimal ('1234.5', '<0.000001', '-0.25') into the chosen language's number format,
// exactly (digits are moved, never turned into a float). English keeps today's plain form, ungrouped.
import { formatLocale } from '@/i18n/formatLocale'

const DECIMAL = /^([<>]?)(-?)(\d+)(?:\.(\d+))?$/

interface NumberSymbols {
  decimal: string
  minus: string
  /** Groups a non-negative integer: '1 234' in Russian, '1234' in Spanish (no group below five digits). */
  group: Intl.NumberFormat
  /** The percent pattern around the number: ['', '\u00a0%'] in French, ['%', ''] in Turkish. */
  percent: readonly [string, string]
}

const cache = new Map<string, NumberSymbols>()

function symbolsOf(locale: string): NumberSymbols {
  let symbols = cache.get(locale)
  if (!symbols) {
    const parts = new Intl.NumberFormat(locale).formatToParts(-1.5)
    const percentParts = new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0.5)
    const numberAt = percentParts.findIndex((part) => part.type === 'integer')
    const text = (from: number, to?: number) =>
      percentParts
        .slice(from, to)
        .map((part) => part.value)
        .join('')
    symbols = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      minus: parts.find((part) => part.type === 'minusSign')?.value ?? '-',
      group: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      percent: [text(0, numberAt), text(numberAt + 1)],
    }
    cache.set(locale, symbols)
  }
  return symbols
}

/** English (the default) shows numbers the way the SDK writes them: '1234.56', no grouping. */
function isEnglish(locale: string): boolean {
  return locale === 'en' || locale.startsWith('en-')
}

/** A decimal string in the locale's format; anything that is not a plain decimal ('-', '') comes back as is. */
export function localizeDecimal(text: string, locale = formatLocale()): string {
  const match = DECIMAL.exec(text)
  if (isEnglish(locale) || !match) return text
  const [, bound, sign, whole, fraction] = match
  const { decimal, minus, group } = symbolsOf(locale)
  return `${bound}${sign ? minus : ''}${group.format(BigInt(whole))}${fraction ? `${decimal}${fraction}` : ''}`
}

/** A number already written for the locale, with the locale's percent sign: '1,23 %' (fr), '%1,23' (tr). */
export function withPercentSign(localized: string, locale = formatLocale()): string {
  if (isEnglish(locale)) return `${localized}%`
  const [before, after] = symbolsOf(locale).percent
  return `${before}${localized}${after}`
}

/** A percentage ('1.23', '<0.01') with the locale's percent sign: '1.23%', '1,23 %' (fr), '<%0,01' (tr). */
export function localizePercent(text: string, locale = formatLocale()): string {
  const match = DECIMAL.exec(text)
  if (isEnglish(locale) || !match) return `${text}%`
  const bound = match[1]
  return `${bound}${withPercentSign(localizeDecimal(text.slice(bound.length), locale), locale)}`
}

/** Basis points as a percentage without trailing zeros ('5%', '0.5%', '1.25%'), in the locale's format. */
export function localizeBasisPoints(bps: number, locale = formatLocale()): string {
  return localizePercent((bps / 100).toFixed(2).replace(/\.?0+$/, ''), locale)
}
