// Build-time stand-in for `jsbi` (aliased in vite.config.ts): JSBI's static API on the browser's native bigint, the
// very mapping JSBI documents for when bigint is available (babel-plugin-transform-jsbi-to-bigint). @uniswap/sdk
// and the app only call these statics; the real JSBI weighs ~8 KB gzipped on the first load.
type Value = bigint

export default class JSBI {
  static BigInt(value: number | string | boolean | bigint): Value {
    return BigInt(value)
  }
  static toNumber(value: Value): number {
    return Number(value)
  }
  static unaryMinus(value: Value): Value {
    return -value
  }
  static bitwiseNot(value: Value): Value {
    return ~value
  }
  static exponentiate(base: Value, exponent: Value): Value {
    return base ** exponent
  }
  static multiply(left: Value, right: Value): Value {
    return left * right
  }
  static divide(left: Value, right: Value): Value {
    return left / right
  }
  static remainder(left: Value, right: Value): Value {
    return left % right
  }
  static add(left: Value, right: Value): Value {
    return left + right
  }
  static subtract(left: Value, right: Value): Value {
    return left - right
  }
  static leftShift(left: Value, right: Value): Value {
    return left << right
  }
  static signedRightShift(left: Value, right: Value): Value {
    return left >> right
  }
  static unsignedRightShift(): never {
    throw new TypeError('BigInts have no unsigned right shift; use >> instead')
  }
  static lessThan(left: Value, right: Value): boolean {
    return left < right
  }
  static lessThanOrEqual(left: Value, right: Value): boolean {
    return left <= right
  }
  static greaterThan(left: Value, right: Value): boolean {
    return left > right
  }
  static greaterThanOrEqual(left: Value, right: Value): boolean {
    return left >= right
  }
  static equal(left: Value, right: Value): boolean {
    return left === right
  }
  static notEqual(left: Value, right: Value): boolean {
    return left !== right
  }
  static bitwiseAnd(left: Value, right: Value): Value {
    return left & right
  }
  static bitwiseXor(left: Value, right: Value): Value {
    return left ^ right
  }
  static bitwiseOr(left: Value, right: Value): Value {
    return left | right
  }
  static asIntN(bits: number, value: Value): Value {
    return BigInt.asIntN(bits, value)
  }
  static asUintN(bits: number, value: Value): Value {
    return BigInt.asUintN(bits, value)
  }
}
