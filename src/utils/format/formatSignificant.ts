// Rounds a decimal string to a number of significant digits (half up), without exponent or trailing zeros.

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * Exact for any length: works on the digits, never on a float. '1234.5678' with 4 digits gives '1235',
 * '0.000012345' gives '0.00001235', '123456.7' gives '123500', like the SDK's toSignificant.
 */
export function formatSignificant(value: string, digits: number): string {
  if (!Number.isInteger(digits) || digits < 1) throw new RangeError(`digits must be a positive integer: ${digits}`)
  const match = DECIMAL.exec(value.trim())
  if (!match || (match[2] === '' && !match[3])) throw new SyntaxError(`not a decimal number: ${value}`)
  const [, sign, integer, fraction = ''] = match
  const scale = fraction.length
  let units = BigInt(`${integer}${fraction}` || '0')
  if (units === 0n) return '0'

  const length = units.toString().length
  if (length > digits) {
    const dropped = 10n ** BigInt(length - digits)
    units = ((units + dropped / 2n) / dropped) * dropped
  }

  const text = units.toString().padStart(scale + 1, '0')
  const whole = text.slice(0, text.length - scale)
  const decimals = text.slice(text.length - scale).replace(/0+$/, '')
  return `${sign}${whole}${decimals ? `.${decimals}` : ''}`
}
