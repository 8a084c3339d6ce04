// Settings inputs: custom slippage percent to basis points, deadline minutes to seconds, slippage warnings.

/** Custom slippage must stay below 50% (5000 bips); the user slice refuses anything else too. */
export const MAX_SLIPPAGE_BIPS = 5000
/** Below this the transaction may fail (0.5%). */
export const LOW_SLIPPAGE_BIPS = 50
/** Above this the transaction may be frontrun (5%). */
export const HIGH_SLIPPAGE_BIPS = 500
/** The spec's presets: 0.1%, 0.5%, 1%. */
export const SLIPPAGE_PRESETS_BIPS: readonly number[] = [10, 50, 100]

export type SettingsInputError = 'INVALID_SLIPPAGE' | 'INVALID_DEADLINE'

export type SlippageWarning = 'MAY_FAIL' | 'MAY_BE_FRONTRUN'

export type ParseResult = { value: number } | { error: SettingsInputError } | { empty: true }

const DECIMAL = /^(\d+\.?\d*|\.\d+)$/
const WHOLE = /^\d+$/

/** '0.5' → 50 bips. Blank is empty (the preset applies); anything unparseable, negative or ≥ 50% is an error. */
export function parseSlippagePercent(input: string): ParseResult {
  const value = input.trim()
  if (value === '') return { empty: true }
  if (!DECIMAL.test(value)) return { error: 'INVALID_SLIPPAGE' }
  // Rounded: 0.29 * 100 is 28.999… in floating point.
  const bips = Math.round(Number.parseFloat(value) * 100)
  if (!Number.isFinite(bips) || bips >= MAX_SLIPPAGE_BIPS) return { error: 'INVALID_SLIPPAGE' }
  return { value: bips }
}

/** '20' → 1200 seconds. Only positive whole minutes are valid. */
export function parseDeadlineMinutes(input: string): ParseResult {
  const value = input.trim()
  if (value === '') return { empty: true }
  if (!WHOLE.test(value)) return { error: 'INVALID_DEADLINE' }
  const minutes = Number.parseInt(value, 10)
  if (minutes <= 0 || !Number.isSafeInteger(minutes * 60)) return { error: 'INVALID_DEADLINE' }
  return { value: minutes * 60 }
}

export function slippageWarning(bips: number): SlippageWarning | undefined {
  if (bips < LOW_SLIPPAGE_BIPS) return 'MAY_FAIL'
  if (bips > HIGH_SLIPPAGE_BIPS) return 'MAY_BE_FRONTRUN'
  return undefined
}

/** How a stored value reads in its input: 50 bips → '0.50', 1200 s → '20'. */
export function formatSlippagePercent(bips: number): string {
  return (bips / 100).toFixed(2)
}

export function formatDeadlineMinutes(seconds: number): string {
  return String(seconds / 60)
}

/** The custom-slippage field accepts digits and one dot only (commas become dots); other keystrokes are dropped. */
export function sanitizeDecimalInput(input: string): string | undefined {
  const value = input.replace(/,/g, '.')
  return /^\d*\.?\d*$/.test(value) ? value : undefined
}
