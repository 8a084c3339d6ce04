// Build-time stand-in for `bn.js` as @ethersproject/bignumber uses it (vite.config.ts swaps it in for that importer
// only): the same methods on the browser's native bigint. bn.js weighs ~13.5 KB gzipped on the first load; the
// wallet SDKs that use more of its API keep the real one.

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)

/** Digits of `text` in `base` (2–36, an optional leading '-'), as bn.js's constructor reads them. */
function parse(text: string, base: number): bigint {
  const negative = text.startsWith('-')
  const digits = negative ? text.slice(1) : text
  if (digits === '') return 0n
  let value: bigint
  if (base === 10 || base === 16) {
    if (!/^[0-9a-f]+$/i.test(digits) || (base === 10 && /[a-f]/i.test(digits))) throw new Error('Invalid character')
    value = BigInt(base === 16 ? `0x${digits}` : digits)
  } else {
    value = 0n
    const radix = BigInt(base)
    for (const char of digits) {
      const digit = parseInt(char, base)
      if (Number.isNaN(digit)) throw new Error('Invalid character')
      value = value * radix + BigInt(digit)
    }
  }
  return negative ? -value : value
}

export class BN {
  readonly value: bigint

  constructor(value: string | number | bigint, base: number = 10) {
    this.value = typeof value === 'string' ? parse(value, base) : BigInt(value)
  }

  isNeg(): boolean {
    return this.value < 0n
  }
  isZero(): boolean {
    return this.value === 0n
  }
  eq(other: BN): boolean {
    return this.value === other.value
  }
  lt(other: BN): boolean {
    return this.value < other.value
  }
  lte(other: BN): boolean {
    return this.value <= other.value
  }
  gt(other: BN): boolean {
    return this.value > other.value
  }
  gte(other: BN): boolean {
    return this.value >= other.value
  }
  add(other: BN): BN {
    return new BN(this.value + other.value)
  }
  sub(other: BN): BN {
    return new BN(this.value - other.value)
  }
  mul(other: BN): BN {
    return new BN(this.value * other.value)
  }
  /** Rounds towards zero, as bn.js does (and bigint division does). */
  div(other: BN): BN {
    return new BN(this.value / other.value)
  }
  /** The remainder made non-negative: bn.js's unsigned modulo. */
  umod(other: BN): BN {
    const divisor = other.value < 0n ? -other.value : other.value
    const rest = this.value % divisor
    return new BN(rest < 0n ? rest + divisor : rest)
  }
  pow(other: BN): BN {
    return new BN(this.value ** other.value)
  }
  and(other: BN): BN {
    return new BN(this.value & other.value)
  }
  or(other: BN): BN {
    return new BN(this.value | other.value)
  }
  xor(other: BN): BN {
    return new BN(this.value ^ other.value)
  }
  maskn(bits: number): BN {
    return new BN(BigInt.asUintN(bits, this.value))
  }
  shln(bits: number): BN {
    return new BN(this.value << BigInt(bits))
  }
  shrn(bits: number): BN {
    return new BN(this.value >> BigInt(bits))
  }
  /** A `width`-bit two's complement word read as signed; values without the sign bit pass unchanged. */
  fromTwos(width: number): BN {
    const signBit = 1n << BigInt(width - 1)
    return (this.value & signBit) === 0n ? this : new BN(BigInt.asIntN(width, this.value))
  }
  /** Negative values as `width`-bit two's complement words; others pass unchanged. */
  toTwos(width: number): BN {
    return this.value < 0n ? new BN(BigInt.asUintN(width, this.value)) : this
  }
  toNumber(): number {
    if (this.value > MAX_SAFE || this.value < -MAX_SAFE) throw new Error('Number can only safely store up to 53 bits')
    return Number(this.value)
  }
  toString(base: number = 10): string {
    return this.value.toString(base)
  }
}

// bignumber.js reads the class as `_BN.BN` from the default export.
export default { BN }
