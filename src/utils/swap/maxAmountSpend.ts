// What MAX fills in: the whole token balance, but for the native coin a little is kept back to pay for gas.
import { CurrencyAmount, ETHER, JSBI } from '@/sdk'

/** 0.01 of the native coin stays in the wallet for gas (as the Uniswap V2 interface's MIN_ETH). */
export const MIN_NATIVE_FOR_GAS = JSBI.exponentiate(JSBI.BigInt(10), JSBI.BigInt(16))

export function maxAmountSpend(balance: CurrencyAmount | undefined): CurrencyAmount | undefined {
  if (!balance) return undefined
  if (balance.currency !== ETHER) return balance
  return JSBI.greaterThan(balance.raw, MIN_NATIVE_FOR_GAS)
    ? CurrencyAmount.ether(JSBI.subtract(balance.raw, MIN_NATIVE_FOR_GAS))
    : CurrencyAmount.ether(JSBI.BigInt(0))
}
