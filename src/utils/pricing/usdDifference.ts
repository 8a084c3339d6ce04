// How much the output of a trade is worth against its input, in USD: the swap screen shows it beside the output's
// USD value, as Uniswap does ("(-1.23%)"); it reflects the price impact and the pools' fees.
import { formatLocale } from '@/i18n/formatLocale'

import { divide, isZero, type Rational, toNumber } from './rational'

/** (output / input - 1) in percent; undefined unless both values are known and the input is worth something. */
export function usdDifferencePercent(input: Rational | undefined, output: Rational | undefined): number | undefined {
  if (!input || !output || isZero(input)) return undefined
  return (toNumber(divide(output, input)!) - 1) * 100
}

/**
 * '-1.23%', '+0.45%' or '0.00%' in `locale` ('-1,23 %' in French, '-%1,23' in Turkish): two decimals with the sign,
 * never '-0.00%', no grouping (as the SDK writes amounts in English).
 */
export function formatPercentDifference(percent: number, locale = formatLocale()): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
    useGrouping: false,
  }).format(percent / 100)
}
