// Exact non-negative rationals on bigint: the one numeric representation of prices and USD values. A number is made
// only at the display edge (toNumber), and the persisted form is a pair of decimal strings (toStored).

export interface Rational {
  numerator: bigint
  denominator: bigint
}

/** The JSON form (persisted governance-token price): decimal strings survive JSON, bigints do not. */
export interface StoredRational {
  numerator: string
  denominator: string
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b]
  return a
}

/** numerator / denominator in lowest terms; undefined unless numerator ≥ 0 and denominator > 0. */
export function rational(numerator: bigint, denominator: bigint = 1n): Rational | undefined {
  if (numerator < 0n || denominator <= 0n) return undefined
  const divisor = gcd(numerator, denominator) || 1n
  return { numerator: numerator / divisor, denominator: denominator / divisor }
}

export const ZERO: Rational = { numerator: 0n, denominator: 1n }

/** Raw units of a token as whole tokens. */
export function fromUnits(raw: bigint, decimals: number): Rational | undefined {
  return rational(raw, 10n ** BigInt(decimals))
}

export function multiply(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.numerator, a.denominator * b.denominator)!
}

export function add(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)!
}

/** a / b; undefined when b is zero. */
export function divide(a: Rational, b: Rational): Rational | undefined {
  return rational(a.numerator * b.denominator, a.denominator * b.numerator)
}

/** Negative when a < b, zero when equal, positive when a > b. */
export function compare(a: Rational, b: Rational): number {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator
  return difference < 0n ? -1 : difference > 0n ? 1 : 0
}

export function isZero(value: Rational): boolean {
  return value.numerator === 0n
}

/** Equal values (both in lowest terms, so equal fields), or both unknown. */
export function sameRational(a: Rational | undefined, b: Rational | undefined): boolean {
  return (
    a === b || (a !== undefined && b !== undefined && a.numerator === b.numerator && a.denominator === b.denominator)
  )
}

/** Raw `amount` times `value`, rounded down: e.g. a USD value in the raw units of the amount's token. */
export function scaleDown(amount: bigint, value: Rational): bigint {
  return (amount * value.numerator) / value.denominator
}

const DISPLAY_DECIMALS = 30

/** For display and persisted display figures only: the nearest float to the value cut at 30 decimals. */
export function toNumber(value: Rational): number {
  const scaled = (value.numerator * 10n ** BigInt(DISPLAY_DECIMALS)) / value.denominator
  const digits = scaled.toString().padStart(DISPLAY_DECIMALS + 1, '0')
  return Number(`${digits.slice(0, -DISPLAY_DECIMALS)}.${digits.slice(-DISPLAY_DECIMALS)}`)
}

/** A figure as a plain number in a data attribute, for tests and tools; undefined (no attribute) while unknown. */
export function toDataValue(value: Rational | undefined): string | undefined {
  return value === undefined ? undefined : String(toNumber(value))
}

/** A plain decimal ("0.00123", "2") as a rational; undefined for anything else (exponents, signs, junk). */
export function decimalToRational(value: string): Rational | undefined {
  const match = /^(\d{1,30})(?:\.(\d{1,30}))?$/.exec(value)
  if (!match) return undefined
  const [, whole, decimals = ''] = match
  return rational(BigInt(whole + decimals), 10n ** BigInt(decimals.length))
}

/** A JSON number from a price API as a rational (up to 18 decimals), or undefined when it is no positive price. */
export function numberToRational(value: unknown): Rational | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 1e15) return undefined
  const price = decimalToRational(value.toFixed(18))
  return price && !isZero(price) ? price : undefined
}

export function toStored(value: Rational): StoredRational {
  return { numerator: value.numerator.toString(), denominator: value.denominator.toString() }
}

export function fromStored(value: StoredRational): Rational | undefined {
  return /^\d+$/.test(value.numerator) && /^\d+$/.test(value.denominator)
    ? rational(BigInt(value.numerator), BigInt(value.denominator))
    : undefined
}
