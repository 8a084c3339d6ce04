// The router call for a deposit (pure): addLiquidity for two tokens, addLiquidityETH when one side is the native
// coin (its amount sent as the value), with the slippage minimums, recipient and deadline.
import { type CurrencyAmount, ETHER, type JSBI, wrappedCurrency } from '@/sdk'

import { liquidityMinimums } from './liquidity'

export interface AddLiquidityCall {
  methodName: 'addLiquidity' | 'addLiquidityETH'
  args: string[]
  /** Native coin sent along, as a decimal string; undefined for two tokens. */
  value?: string
}

export interface AddLiquidityCallOptions {
  /** The user's slippage tolerance in basis points (not applied to a new pool). */
  slippageBips: number
  noLiquidity: boolean
  recipient: string
  /** Unix seconds. */
  deadline: number
  chainId: number
}

const str = (value: JSBI) => value.toString()

export function addLiquidityCall(
  amountA: CurrencyAmount,
  amountB: CurrencyAmount,
  { slippageBips, noLiquidity, recipient, deadline, chainId }: AddLiquidityCallOptions,
): AddLiquidityCall {
  const [minA, minB] = liquidityMinimums(amountA, amountB, noLiquidity, slippageBips)
  const deadlineHex = `0x${deadline.toString(16)}`
  if (amountA.currency === ETHER || amountB.currency === ETHER) {
    const isNativeB = amountB.currency === ETHER
    const [tokenAmount, nativeAmount] = isNativeB ? [amountA, amountB] : [amountB, amountA]
    const [tokenMin, nativeMin] = isNativeB ? [minA, minB] : [minB, minA]
    const token = wrappedCurrency(tokenAmount.currency, chainId)
    if (!token) throw new Error('invalid currency')
    return {
      methodName: 'addLiquidityETH',
      args: [token.address, str(tokenAmount.raw), str(tokenMin), str(nativeMin), recipient, deadlineHex],
      value: str(nativeAmount.raw),
    }
  }
  const tokenA = wrappedCurrency(amountA.currency, chainId)
  const tokenB = wrappedCurrency(amountB.currency, chainId)
  if (!tokenA || !tokenB) throw new Error('invalid currency')
  return {
    methodName: 'addLiquidity',
    args: [
      tokenA.address,
      tokenB.address,
      str(amountA.raw),
      str(amountB.raw),
      str(minA),
      str(minB),
      recipient,
      deadlineHex,
    ],
  }
}
