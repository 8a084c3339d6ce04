// The router calls that can remove a position: removeLiquidity, or for a pair with the native coin
// removeLiquidityETH and its fee-on-transfer variant; with a permit signature the three WithPermit variants.
import { type CurrencyAmount, type JSBI, type Token } from '@/sdk'
import { calculateSlippageAmount } from '@/utils/swap/tradePrices'

import type { PermitSignature } from './permit'
import { RemoveLiquidityError } from './removeLiquidityErrors'

export interface RemoveCall {
  methodName: string
  args: (string | number | boolean)[]
}

export interface RemoveCallInput {
  /** The wrapped tokens of currencies A and B. */
  tokenA: Token
  tokenB: Token
  /** Which side, if any, the user receives as the native coin. */
  nativeSide: 'A' | 'B' | undefined
  /** Raw pool-token amount to burn. */
  liquidity: string
  /** Raw minimum amounts of A and B. */
  amountAMin: string
  amountBMin: string
  recipient: string
  /** Unix seconds, for calls without a signature (a signature carries its own). */
  deadline: number
  /** The router may already spend the pool tokens. */
  approved: boolean
  signature: PermitSignature | null
}

/** The minimum of each amount after the user's slippage tolerance (basis points). */
export function removeMinimums(
  amountA: CurrencyAmount,
  amountB: CurrencyAmount,
  slippageBips: number,
): { amountAMin: JSBI; amountBMin: JSBI } {
  return {
    amountAMin: calculateSlippageAmount(amountA, slippageBips)[0],
    amountBMin: calculateSlippageAmount(amountB, slippageBips)[0],
  }
}

/** The candidate calls in the order they are tried; the approval wins over a signature when both exist. */
export function removeLiquidityCalls(input: RemoveCallInput): RemoveCall[] {
  const { tokenA, tokenB, nativeSide, liquidity, amountAMin, amountBMin, recipient, approved, signature } = input
  if (!approved && !signature) throw new RemoveLiquidityError('noApproval')
  const permitArgs = (): (string | number | boolean)[] =>
    signature ? [signature.deadline, false, signature.v, signature.r, signature.s] : []
  const { deadline } = input

  if (nativeSide) {
    const token = nativeSide === 'B' ? tokenA : tokenB
    const [tokenMin, nativeMin] = nativeSide === 'B' ? [amountAMin, amountBMin] : [amountBMin, amountAMin]
    const args = [token.address, liquidity, tokenMin, nativeMin, recipient]
    if (approved) {
      return ['removeLiquidityETH', 'removeLiquidityETHSupportingFeeOnTransferTokens'].map((methodName) => ({
        methodName,
        args: [...args, deadline],
      }))
    }
    return ['removeLiquidityETHWithPermit', 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens'].map(
      (methodName) => ({ methodName, args: [...args, ...permitArgs()] }),
    )
  }
  const args = [tokenA.address, tokenB.address, liquidity, amountAMin, amountBMin, recipient]
  return approved
    ? [{ methodName: 'removeLiquidity', args: [...args, deadline] }]
    : [{ methodName: 'removeLiquidityWithPermit', args: [...args, ...permitArgs()] }]
}
