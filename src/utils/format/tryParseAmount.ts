// A typed amount as a currency amount: parsed by the currency's decimals; zero, negative or unparseable is undefined.
import { parseUnits } from '@ethersproject/units'

import { type Currency, CurrencyAmount, JSBI, Token, TokenAmount } from '@/sdk'

const DECIMAL = /^\d*(?:\.\d*)?$/

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
