// decimal.js-light, big.js and toformat as @uniswap/sdk uses them (vite.config.ts resolves them here for the SDK
// only), on exact bigint fractions. The SDK only divides two integer strings and prints the quotient rounded to
// significant digits (Decimal) or decimal places (Big), grouped by toformat: ~6 KB gzipped of general decimal
// arithmetic for that. The roundings match the libraries' (sdkDecimal.test.ts compares them), quirks included:
// decimal.js-light's division cuts to `precision` digits before toSignificantDigits rounds.

import { type Format, formatFixed } from './sdkDecimalFormat'

export { formatFixed }

/** Rounding modes of both libraries that the SDK uses, by what they do. */
type Mode = 'down' | 'halfUp' | 'up'
const DECIMAL_MODES: Record<number, Mode> = { 0: 'up', 1: 'down', 4: 'halfUp' }
const BIG_MODES: Record<number, Mode> = { 0: 'down', 1: 'halfUp', 3: 'up' }

function mode(table: Record<number, Mode>, rounding: number): Mode {
  const found = table[rounding]
  if (!found) throw new Error(`Rounding mode ${rounding} is not supported`)
  return found
}

const abs = (n: bigint) => (n < 0n ? -n : n)
const pow10 = (n: number) => 10n ** BigInt(n)

/** n / d rounded to an integer; the sign is applied after rounding the magnitude (modes are symmetric). */
function divide(n: bigint, d: bigint, rounding: Mode): bigint {
  if (d === 0n) throw new Error('Division by zero')
  const a = abs(n)
  const b = abs(d)
  let q = a / b
  const r = a % b
  if (r !== 0n && (rounding === 'up' || (rounding === 'halfUp' && 2n * r >= b))) q += 1n
  return n < 0n !== d < 0n ? -q : q
}

/** An exact decimal: coefficient × 10^-scale, kept without trailing zeros. */
class Exact {
  readonly coefficient: bigint
  readonly scale: number
  constructor(coefficient: bigint, scale: number) {
    while (coefficient !== 0n && coefficient % 10n === 0n) {
      coefficient /= 10n
      scale -= 1
    }
    this.coefficient = coefficient
    // Like both libraries, no negative zero and no trailing zeros.
    this.scale = coefficient === 0n ? 0 : scale
  }

  static parse(value: string): Exact {
    const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(value.trim())
    if (!match) throw new Error(`Invalid number: ${value}`)
    const [, sign, int, fraction = ''] = match
    const coefficient = BigInt(int + fraction)
    return new Exact(sign ? -coefficient : coefficient, fraction.length)
  }

  /** This over that as a fraction n / d with d > 0. */
  ratio(other: Exact): [bigint, bigint] {
    const shift = this.scale - other.scale
    const n = shift < 0 ? this.coefficient * pow10(-shift) : this.coefficient
    const d = shift > 0 ? other.coefficient * pow10(shift) : other.coefficient
    return d < 0n ? [-n, -d] : [n, d]
  }

  /** The value rounded to `places` decimal places. */
  toPlaces(places: number, rounding: Mode): Exact {
    const [n, d] = this.ratio(ONE)
    return roundToPlaces(n, d, places, rounding)
  }

  /** Digits in normal notation with exactly `places` decimals (rounded first if it has more). */
  toFixed(places: number | undefined, rounding: Mode): string {
    const value = places === undefined || places >= this.scale ? this : this.toPlaces(places, rounding)
    const decimals = places ?? Math.max(value.scale, 0)
    const digits = (abs(value.coefficient) * pow10(decimals - value.scale)).toString().padStart(decimals + 1, '0')
    const int = digits.slice(0, digits.length - decimals)
    const text = decimals > 0 ? `${int}.${digits.slice(int.length)}` : int
    return value.coefficient < 0n ? `-${text}` : text
  }
}

const ONE = new Exact(1n, 0)

/** n / d (d > 0) rounded to `places` decimal places. */
function roundToPlaces(n: bigint, d: bigint, places: number, rounding: Mode): Exact {
  const scaled = places >= 0 ? divide(n * pow10(places), d, rounding) : divide(n, d * pow10(-places), rounding)
  const coefficient = places >= 0 ? scaled : scaled * pow10(-places)
  return new Exact(coefficient, Math.max(places, 0))
}

/** n / d (d > 0) rounded to `digits` significant digits. */
function roundToSignificant(n: bigint, d: bigint, digits: number, rounding: Mode): Exact {
  const a = abs(n)
  if (a === 0n) return new Exact(0n, 0)
  // 10^(k-1) <= a/d < 10^k
  let k = a.toString().length - d.toString().length
  if (k >= 0 ? a >= d * pow10(k) : a * pow10(-k) >= d) k += 1
  return roundToPlaces(n, d, digits - k, rounding)
}

/** The part of decimal.js-light the SDK's Fraction.toSignificant runs. */
export class Decimal {
  static ROUND_UP = 0
  static ROUND_DOWN = 1
  static ROUND_HALF_UP = 4
  static precision = 20
  static rounding = 4
  static set(config: { precision?: number; rounding?: number }): typeof Decimal {
    if (config.precision !== undefined) Decimal.precision = config.precision
    if (config.rounding !== undefined) Decimal.rounding = config.rounding
    return Decimal
  }

  private readonly value: Exact
  constructor(value: string | Exact) {
    this.value = typeof value === 'string' ? Exact.parse(value) : value
  }

  /** Cut (not rounded) to the configured precision, as decimal.js-light's division is: the mode applies later. */
  div(divisor: string): Decimal {
    const [n, d] = this.value.ratio(Exact.parse(divisor))
    return new Decimal(roundToSignificant(n, d, Decimal.precision, 'down'))
  }

  toSignificantDigits(digits: number): Decimal {
    const [n, d] = this.value.ratio(ONE)
    return new Decimal(roundToSignificant(n, d, digits, mode(DECIMAL_MODES, Decimal.rounding)))
  }

  decimalPlaces(): number {
    return Math.max(this.value.scale, 0)
  }

  toFormat(places?: number | Format, format?: Format): string {
    if (typeof places === 'object') return formatFixed(this.value.toFixed(undefined, 'down'), places)
    return formatFixed(this.value.toFixed(places, mode(DECIMAL_MODES, Decimal.rounding)), format)
  }
}

/** The part of big.js the SDK's Fraction.toFixed and CurrencyAmount.toExact run. */
export class Big {
  static DP = 20
  static RM = 1

  private readonly value: Exact
  constructor(value: string | Exact) {
    this.value = typeof value === 'string' ? Exact.parse(value) : value
  }

  /** Rounded to Big.DP decimal places, as big.js's division is. */
  div(divisor: string): Big {
    const [n, d] = this.value.ratio(Exact.parse(divisor))
    return new Big(roundToPlaces(n, d, Big.DP, mode(BIG_MODES, Big.RM)))
  }

  toFormat(places?: number | Format, format?: Format): string {
    if (typeof places === 'object') return formatFixed(this.value.toFixed(undefined, 'down'), places)
    return formatFixed(this.value.toFixed(places, mode(BIG_MODES, Big.RM)), format)
  }
}

/** toformat adds toFormat to a constructor: the classes above have their own. */
export function toFormat<T>(constructor: T): T {
  return constructor
}
