// APR and blocks per year (spec §9): reward price × reward per block × blocks per year ÷ value of the total stake.
import { formatLocale } from '@/i18n/formatLocale'
import { withPercentSign } from '@/utils/format/localizeNumber'
import {
  decimalToRational,
  divide,
  isZero,
  multiply,
  type Rational,
  rational,
  toNumber,
} from '@/utils/pricing/rational'

const SECONDS_PER_YEAR = 60n * 60n * 24n * 365n

/** 60 / block time blocks a minute, times 60, 24 and 365. */
export function blocksPerYear(blockTimeSeconds: number): Rational | undefined {
  const blockTime = decimalToRational(String(blockTimeSeconds))
  return blockTime && divide(rational(SECONDS_PER_YEAR)!, blockTime)
}

/**
 * The APR as a fraction (1/4 is 25%); undefined without a price or with nothing staked.
 * `rewardPerBlock` is in whole reward tokens.
 */
export function apr(input: {
  rewardUsdPrice: Rational | undefined
  rewardPerBlock: Rational
  blocksPerYear: Rational | undefined
  totalStakedUsd: Rational | undefined
}): Rational | undefined {
  const { rewardUsdPrice, blocksPerYear: blocks, totalStakedUsd } = input
  if (!rewardUsdPrice || !blocks || !totalStakedUsd || isZero(totalStakedUsd)) return undefined
  return divide(multiply(multiply(rewardUsdPrice, input.rewardPerBlock), blocks), totalStakedUsd)
}

/** '12.34%', with thousands separators above 1,000%; '-' when unknown. */
export function formatApr(value: Rational | undefined, locale = formatLocale()): string {
  const shown = value && toNumber(value)
  if (shown === undefined || !Number.isFinite(shown)) return '-'
  const figure = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(
    shown * 100,
  )
  return withPercentSign(figure, locale)
}
