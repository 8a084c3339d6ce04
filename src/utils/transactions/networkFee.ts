// The network fee a confirm dialog shows before signing: the gas estimate times the node's gas price, in the native
// coin and in USD, formatted for the line 'Network fee ≈ 0.0012 FRA ($0.03)'.
import { formatUnits } from '@ethersproject/units'

import { formatSignificant } from '@/utils/format/formatSignificant'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { type Rational, toNumber } from '@/utils/pricing/rational'
import { amountUsdValue } from '@/utils/pricing/usdPrice'

/** Significant digits of the native fee: a fee is an estimate, four digits say all it knows. */
export const FEE_DIGITS = 4

/** gas × gas price in the native coin's raw units; undefined for a negative input (no fee to show). */
export function networkFeeWei(gas: bigint, gasPrice: bigint): bigint | undefined {
  if (gas < 0n || gasPrice < 0n) return undefined
  return gas * gasPrice
}

/** '0.0012' for the native coin's raw units, '<0.000001' for less than that (a zero fee is '0'), in `locale`. */
export function formatNativeFee(wei: bigint, decimals: number, locale?: string): string {
  if (wei > 0n && wei * 1_000_000n < 10n ** BigInt(decimals)) return `<${localizeDecimal('0.000001', locale)}`
  return localizeDecimal(formatSignificant(formatUnits(wei.toString(), decimals), FEE_DIGITS), locale)
}

/** The fee's USD value at the native coin's USD price; undefined while the coin is unpriced. */
export function networkFeeUsd(wei: bigint, decimals: number, nativeUsd: Rational | undefined): Rational | undefined {
  return nativeUsd && amountUsdValue(wei, decimals, nativeUsd)
}

/** '$0.03', '<$0.01' for a positive fee under a cent (not a misleading '$0.00'), undefined when unpriced. */
export function formatFeeUsd(value: Rational | undefined, locale?: string): string | undefined {
  if (!value) return undefined
  const dollars = toNumber(value)
  if (dollars > 0 && dollars < 0.01) return `<${formatUsd(0.01, locale)}`
  return formatUsd(value, locale)
}
