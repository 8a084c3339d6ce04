// The spec's swap error table: English messages fixed by the spec, plus a code and params the page translates.
import { type FailureKey, failureKey, readFailure } from '@/utils/transactions/failureReason'
import { errorMessage, isUserRejection, revertReason } from '@/utils/transactions/walletError'

/** `failure`: a reason the user can act on, shown in their words in place of `reason` or `message`. */
export type SwapErrorParams = { message?: string; reason?: string; failure?: FailureKey }

/** Each code with the spec's English text; the page shows `swapTx.errors.<code>` instead. */
const MESSAGES = {
  /** The wallet refused (code 4001). */
  rejected: () => 'Transaction rejected.',
  /** Sending failed for another reason. */
  failed: ({ message }) => `Swap failed: ${message ?? ''}`,
  /** The router's minimum-output / maximum-input check reverted. */
  slippage: () =>
    'This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.',
  /** Any other revert reason. */
  reverted: ({ reason }) =>
    `The transaction cannot succeed due to error: ${reason ?? ''}. This is probably an issue with one of the tokens you are swapping.`,
  /** Gas estimation failed although the static call succeeded. */
  gasEstimate: () => 'Unexpected issue with estimating the gas. Please try again.',
  /** No call estimated and none reported an error. */
  noCallError: () => 'Unexpected error. Please contact support: none of the calls threw an error',
  // V1 call building: trades the V1 exchanges cannot do.
  invalidTradeVersion: () => 'invalid trade version',
  tooManyPairs: () => 'too many pairs',
  etherToEther: () => 'ETHER to ETHER',
  tokenToToken: () => 'token to token',
} satisfies Record<string, (params: SwapErrorParams) => string>

export type SwapErrorCode = keyof typeof MESSAGES

export function swapErrorMessage(code: SwapErrorCode, params: SwapErrorParams = {}): string {
  return MESSAGES[code](params)
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
  const failure = reason ? failureKey(reason) : undefined
  if (failure === 'slippage') return new SwapError('slippage')
  return new SwapError('reverted', { reason: reason ?? errorMessage(callError), failure })
}

/** Sending the chosen call failed: 'Transaction rejected.' for 4001, otherwise 'Swap failed: {message}'. */
export function sendFailureError(error: unknown): SwapError {
  if (isUserRejection(error)) return new SwapError('rejected')
  const { key, raw } = readFailure(error)
  return new SwapError('failed', { message: raw, failure: key })
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The translated text of any swap error, for the page: SwapErrors by code, anything else as given. */
export function translateSwapError(t: Translate, error: unknown): string {
  if (!(error instanceof SwapError)) return errorMessage(error)
  const { failure, ...params } = error.params
  const words = failure ? t(`failures.${failure}`) : undefined
  return t(`swapTx.errors.${error.code}`, words ? { ...params, reason: words, message: words } : params)
}
