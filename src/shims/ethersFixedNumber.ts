// Build-time stand-in for @ethersproject/bignumber's fixednumber module (aliased in vite.config.ts). Its
// FixedNumber class runs code at load time (FixedNumber.from(1)), so the bundler keeps the whole class although
// the app only formats units (formatUnits → formatFixed). formatFixed and parseFixed are ethers' own, unchanged;
// the FixedNumber arithmetic the app never uses is refused.
import { BigNumber, type BigNumberish } from '@ethersproject/bignumber/lib.esm/bignumber.js'
import { Logger } from '@ethersproject/logger'

const logger = new Logger('bignumber/5.8.0')

const Zero = BigNumber.from(0)
const NegativeOne = BigNumber.from(-1)
const zeros = '0'.repeat(256)

function getMultiplier(decimals: BigNumberish): string {
  if (typeof decimals !== 'number') {
    try {
      decimals = BigNumber.from(decimals).toNumber()
    } catch {
      // reported below
    }
  }
  if (typeof decimals === 'number' && decimals >= 0 && decimals <= 256 && !(decimals % 1)) {
    return '1' + zeros.substring(0, decimals)
  }
  return logger.throwArgumentError('invalid decimal size', 'decimals', decimals)
}

export function formatFixed(value: BigNumberish, decimals?: BigNumberish): string {
  const multiplier = getMultiplier(decimals ?? 0)
  let amount = BigNumber.from(value)
  const negative = amount.lt(Zero)
  if (negative) amount = amount.mul(NegativeOne)
  let fraction = amount.mod(multiplier).toString()
  while (fraction.length < multiplier.length - 1) fraction = '0' + fraction
  // Strip trailing zeros
  fraction = (fraction.match(/^([0-9]*[1-9]|0)(0*)/) as RegExpMatchArray)[1]
  const whole = amount.div(multiplier).toString()
  const result = multiplier.length === 1 ? whole : whole + '.' + fraction
  return negative ? '-' + result : result
}

export function parseFixed(value: string, decimals?: BigNumberish): BigNumber {
  const multiplier = getMultiplier(decimals ?? 0)
  if (typeof value !== 'string' || !value.match(/^-?[0-9.]+$/)) {
    logger.throwArgumentError('invalid decimal value', 'value', value)
  }
  const negative = value.substring(0, 1) === '-'
  if (negative) value = value.substring(1)
  if (value === '.') logger.throwArgumentError('missing value', 'value', value)
  const comps = value.split('.')
  if (comps.length > 2) logger.throwArgumentError('too many decimal points', 'value', value)
  let whole = comps[0]
  let fraction = comps[1]
  if (!whole) whole = '0'
  if (!fraction) fraction = '0'
  // Trim trailing zeros
  while (fraction[fraction.length - 1] === '0') fraction = fraction.substring(0, fraction.length - 1)
  if (fraction.length > multiplier.length - 1) {
    logger.throwError('fractional component exceeds decimals', Logger.errors.NUMERIC_FAULT, {
      fault: 'underflow',
      operation: 'parseFixed',
    })
  }
  if (fraction === '') fraction = '0'
  while (fraction.length < multiplier.length - 1) fraction += '0'
  let wei = BigNumber.from(whole).mul(multiplier).add(BigNumber.from(fraction))
  if (negative) wei = wei.mul(NegativeOne)
  return wei
}

function unavailable(): never {
  throw new Error('FixedNumber arithmetic is not bundled: amounts are formatted with formatFixed / the SDK.')
}

export class FixedFormat {
  constructor() {
    unavailable()
  }
  static from(): never {
    return unavailable()
  }
}

export class FixedNumber {
  constructor() {
    unavailable()
  }
  static from(): never {
    return unavailable()
  }
  static fromValue(): never {
    return unavailable()
  }
  static fromString(): never {
    return unavailable()
  }
  static fromBytes(): never {
    return unavailable()
  }
  static isFixedNumber(): boolean {
    return false
  }
}
