// Every candidate contract call for a trade: the V2 router variants (fee-on-transfer ones for exact input) or the
// V1 exchange call, with the slippage bounds, deadline and recipient baked in.
import { ETHER, type JSBI, Router, type SwapParameters, Token, type Trade, TradeType } from '@/sdk'

import { slippagePercent } from './slippage'
import { SwapError } from './swapErrors'

export { slippagePercent } from './slippage'
export type { SwapParameters } from '@/sdk'

export type TradeVersion = 'v1' | 'v2'

/** 2^256 - 1 in hex (the V1 exchange's "no bound"). */
export const MAX_UINT256_HEX = `0x${'f'.repeat(64)}`

export interface SwapCallOptions {
  /** Slippage tolerance in basis points (the user setting). */
  allowedSlippageBips: number
  /** Address that receives the output. */
  recipient: string
  /** Unix seconds after which the call reverts. */
  deadline: number
  /**
   * A token of the trade taxes transfers (the token check): only the SupportingFeeOnTransferTokens method, which
   * bounds what arrives rather than what was quoted, may be sent.
   */
  feeOnTransfer?: boolean
}

/**
 * The router calls to try, in order: the plain method, then for exact input the
 * SupportingFeeOnTransferTokens method (exact output has no such variant); for a taxed trade, that method alone.
 */
export function v2SwapCalls(trade: Trade, options: SwapCallOptions): SwapParameters[] {
  const base = {
    allowedSlippage: slippagePercent(options.allowedSlippageBips),
    recipient: options.recipient,
    deadline: options.deadline,
  }
  const supporting = () => Router.swapCallParameters(trade, { ...base, feeOnTransfer: true })
  if (trade.tradeType !== TradeType.EXACT_INPUT)
    return [Router.swapCallParameters(trade, { ...base, feeOnTransfer: false })]
  if (options.feeOnTransfer) return [supporting()]
  return [Router.swapCallParameters(trade, { ...base, feeOnTransfer: false }), supporting()]
}

const toHex = (amount: JSBI) => `0x${amount.toString(16)}`

/** The V1 exchange call for a trade through one exchange (token↔native) or two (token→token via native). */
export function v1SwapCall(trade: Trade, options: SwapCallOptions, version: TradeVersion = 'v1'): SwapParameters {
  if (version !== 'v1') throw new SwapError('invalidTradeVersion')
  if (trade.route.pairs.length > 2) throw new SwapError('tooManyPairs')
  const inputNative = trade.inputAmount.currency === ETHER
  const outputNative = trade.outputAmount.currency === ETHER
  if (inputNative && outputNative) throw new SwapError('etherToEther')

  const slippage = slippagePercent(options.allowedSlippageBips)
  const minimumOut = toHex(trade.minimumAmountOut(slippage).raw)
  const maximumIn = toHex(trade.maximumAmountIn(slippage).raw)
  const deadline = `0x${options.deadline.toString(16)}`
  const { recipient } = options
  const outputToken = trade.outputAmount.currency

  if (trade.tradeType === TradeType.EXACT_INPUT) {
    if (inputNative)
      return { methodName: 'ethToTokenTransferInput', args: [minimumOut, deadline, recipient], value: maximumIn }
    if (outputNative) {
      return { methodName: 'tokenToEthTransferInput', args: [maximumIn, minimumOut, deadline, recipient], value: '0x0' }
    }
    if (!(outputToken instanceof Token)) throw new SwapError('tokenToToken')
    return {
      methodName: 'tokenToTokenTransferInput',
      // min_eth_bought 1: the native leg in the middle is bounded by the final minimum instead.
      args: [maximumIn, minimumOut, '0x1', deadline, recipient, outputToken.address],
      value: '0x0',
    }
  }
  if (inputNative)
    return { methodName: 'ethToTokenTransferOutput', args: [minimumOut, deadline, recipient], value: maximumIn }
  if (outputNative) {
    return { methodName: 'tokenToEthTransferOutput', args: [minimumOut, maximumIn, deadline, recipient], value: '0x0' }
  }
  if (!(outputToken instanceof Token)) throw new SwapError('tokenToToken')
  return {
    methodName: 'tokenToTokenTransferOutput',
    // max_eth_sold unbounded: the input leg is bounded by the maximum sold instead.
    args: [minimumOut, maximumIn, MAX_UINT256_HEX, deadline, recipient, outputToken.address],
    value: '0x0',
  }
}

/** Every candidate call for a trade of either version. */
export function swapCallParameters(trade: Trade, version: TradeVersion, options: SwapCallOptions): SwapParameters[] {
  return version === 'v2' ? v2SwapCalls(trade, options) : [v1SwapCall(trade, options, version)]
}
