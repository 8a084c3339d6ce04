// Pure rules for what an amount field accepts: digits and one decimal separator, commas read as dots, at most 79
// characters and no more decimals than the token has. A refused value is named, never cut to something else.
import { decimalPlaces } from '@/utils/format/tryParseAmount'

export const MAX_AMOUNT_INPUT_LENGTH = 79

const AMOUNT_PATTERN = /^\d*(?:\.\d*)?$/

/** Why the field refused what was typed or pasted; the page shows it as a message. */
export type AmountRefusal = 'notANumber' | 'tooLong' | 'tooManyDecimals'

export type AmountInputResult = { value: string } | { refusal: AmountRefusal }

/**
 * What the field should hold after the user typed or pasted `raw`, or why it keeps its previous value instead.
 * Commas become dots so either keyboard layout works. `decimals` is the token's, when one is chosen.
 */
export function readAmountInput(raw: string, decimals?: number): AmountInputResult {
  const value = raw.replace(/,/g, '.')
  if (!AMOUNT_PATTERN.test(value)) return { refusal: 'notANumber' }
  if (value.length > MAX_AMOUNT_INPUT_LENGTH) return { refusal: 'tooLong' }
  if (decimals !== undefined && decimalPlaces(value) > decimals) return { refusal: 'tooManyDecimals' }
  return { value }
}

/** The accepted value, or null when refused (for callers that do not show why). */
export function sanitizeAmountInput(raw: string, decimals?: number): string | null {
  const result = readAmountInput(raw, decimals)
  return 'value' in result ? result.value : null
}
