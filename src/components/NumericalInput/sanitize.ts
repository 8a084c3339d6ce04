// Pure rules for what an amount field accepts: digits and one decimal separator, commas read as dots.

export const MAX_AMOUNT_INPUT_LENGTH = 79

const AMOUNT_PATTERN = /^\d*(?:\.\d*)?$/

/**
 * The value the field should hold after the user typed `raw`, or null when the keystroke is rejected (the field
 * keeps its previous value). Commas become dots so either keyboard layout works.
 */
export function sanitizeAmountInput(raw: string): string | null {
  const value = raw.replace(/,/g, '.')
  if (value.length > MAX_AMOUNT_INPUT_LENGTH) return null
  return AMOUNT_PATTERN.test(value) ? value : null
}
