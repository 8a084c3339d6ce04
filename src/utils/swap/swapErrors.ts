// The spec's swap error table: English messages fixed by the spec, plus a code and params the page translates.
import { errorMessage, isUserRejection, revertReason } from '@/utils/transactions/walletError'

export enum SwapErrorCode {
  /** The wallet refused (code 4001). */
  REJECTED = 'rejected',
  /** Sending failed for another reason; params.message. */
  FAILED = 'failed',
  /** The router's minimum-output / maximum-input check reverted. */
  SLIPPAGE = 'slippage',
  /** Any other revert reason; params.reason. */
  REVERTED = 'reverted',
  /** Gas estimation failed although the static call succeeded. */
  GAS_ESTIMATE = 'gasEstimate',
  /** No call estimated and none reported an error. */
  NO_CALL_ERROR = 'noCallError',
  // V1 call building: trades the V1 exchanges cannot do.
  INVALID_TRADE_VERSION = 'invalidTradeVersion',
  TOO_MANY_PAIRS = 'tooManyPairs',
  ETHER_TO_ETHER = 'etherToEther',
  TOKEN_TO_TOKEN = 'tokenToToken',
}

export type SwapErrorParams = { message?: string; reason?: string }

const SLIPPAGE_REASONS = ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', 'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT']

/** The spec's English text of each code; the page shows `swapTx.errors.<code>` instead. */
export function swapErrorMessage(code: SwapErrorCode, params: SwapErrorParams = {}): string {
  switch (code) {
    case SwapErrorCode.REJECTED:
      return 'Transaction rejected.'
    case SwapErrorCode.FAILED:
      return `Swap failed: ${params.message ?? ''}`
    case SwapErrorCode.SLIPPAGE:
      return 'This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.'
    case SwapErrorCode.REVERTED:
      return `The transaction cannot succeed due to error: ${params.reason ?? ''}. This is probably an issue with one of the tokens you are swapping.`
    case SwapErrorCode.GAS_ESTIMATE:
      return 'Unexpected issue with estimating the gas. Please try again.'
    case SwapErrorCode.NO_CALL_ERROR:
      return 'Unexpected error. Please contact support: none of the calls threw an error'
    case SwapErrorCode.INVALID_TRADE_VERSION:
      return 'invalid trade version'
    case SwapErrorCode.TOO_MANY_PAIRS:
      return 'too many pairs'
    case SwapErrorCode.ETHER_TO_ETHER:
      return 'ETHER to ETHER'
    case SwapErrorCode.TOKEN_TO_TOKEN:
      return 'token to token'
  }
}

/** An Error whose message is the spec's English text and which carries what a translation needs. */
export class SwapError extends Error {
  readonly code: SwapErrorCode
  readonly params: SwapErrorParams
  constructor(code: SwapErrorCode, params: SwapErrorParams = {}) {
    super(swapErrorMessage(code, params))
    this.name = 'SwapError'
    this.code = code
    this.params = params
  }
}

/** Estimate failed and the static call reverted: the spec's message for its reason. */
export function estimateRevertError(callError: unknown): SwapError {
  const reason = revertReason(callError)
  if (reason && SLIPPAGE_REASONS.includes(reason)) return new SwapError(SwapErrorCode.SLIPPAGE)
  return new SwapError(SwapErrorCode.REVERTED, { reason: reason ?? errorMessage(callError) })
}

/** Sending the chosen call failed: 'Transaction rejected.' for 4001, otherwise 'Swap failed: {message}'. */
export function sendFailureError(error: unknown): SwapError {
  if (isUserRejection(error)) return new SwapError(SwapErrorCode.REJECTED)
  return new SwapError(SwapErrorCode.FAILED, { message: errorMessage(error) })
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The translated text of any swap error, for the page: SwapErrors by code, anything else as given. */
export function translateSwapError(t: Translate, error: unknown): string {
  if (error instanceof SwapError) return t(`swapTx.errors.${error.code}`, { ...error.params })
  return errorMessage(error)
}
