// Claim amounts for display: raw 18-decimal units to 4 significant digits (the spec's claim summary precision),
// in the chosen language's number format.
import { formatUnits } from '@ethersproject/units'

import { formatSignificant } from '@/utils/format/formatSignificant'
import { localizeDecimal } from '@/utils/format/localizeNumber'

export const CLAIM_TOKEN_DECIMALS = 18
export const CLAIM_SIGNIFICANT_DIGITS = 4

export function formatClaimAmount(raw: string | bigint | { toString(): string }): string {
  return localizeDecimal(formatSignificant(formatUnits(raw.toString(), CLAIM_TOKEN_DECIMALS), CLAIM_SIGNIFICANT_DIGITS))
}
