// A typed amount as a currency amount: parsed by the currency's decimals; zero, negative or unparseable is undefined.
import { parseUnits } from '@ethersproject/units'

import { type Currency, CurrencyAmount, JSBI, Token, TokenAmount } from '@/sdk'

const DECIMAL = /^\d*(?:\.\d*)?$/
/** 2^256 - 1: every on-chain amount is a uint256. */
const MAX_UINT256 = (1n << 256n) - 1n

/** Why a typed amount that looks like a number still cannot be taken as typed. */
export type AmountError = 'tooManyDecimals' | 'tooLarge'

/** Digits after the decimal point ('1.50' → 2, '7' and '7.' → 0). */
export function decimalPlaces(value: string): number {
  const point = value.indexOf('.')
  return point === -1 ? 0 : value.length - point - 1
}

/**
 * Why `value` cannot become an amount of `currency` exactly as typed: more decimals than the currency has, or more
 * than a uint256 holds. Undefined when it can (or when it is no number at all, or empty: nothing to refuse).
 */
export function amountError(
  value: string | undefined | null,
  currency: Currency | undefined | null,
): AmountError | undefined {
  if (!value || !currency || !DECIMAL.test(value) || value === '.') return undefined
  if (decimalPlaces(value) > currency.decimals) return 'tooManyDecimals'
  const [whole, fraction = ''] = value.split('.')
  const raw = BigInt(`${whole || '0'}${fraction.padEnd(currency.decimals, '0')}`)
  return raw > MAX_UINT256 ? 'tooLarge' : undefined
}

export function tryParseAmount(
  value: string | undefined | null,
  currency: Currency | undefined | null,
): CurrencyAmount | undefined {
  if (!value || !currency || !DECIMAL.test(value) || value === '.') return undefined
  try {
    // '1.' is a complete number to a user; parseUnits wants digits after the point.
    const raw = JSBI.BigInt(parseUnits(value.endsWith('.') ? value.slice(0, -1) : value, currency.decimals).toString())
    if (!JSBI.greaterThan(raw, JSBI.BigInt(0))) return undefined
    return currency instanceof Token ? new TokenAmount(currency, raw) : CurrencyAmount.ether(raw)
  } catch (error) {
    // More decimals than the currency has, or above uint256: not an amount (the SDK's invariant throws).
    console.debug(`Failed to parse input amount: "${value}"`, error)
    return undefined
  }
}
