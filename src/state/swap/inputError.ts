// Why the swap cannot go ahead, as a code the page translates, in the spec's button priority order (pure).
import { type CurrencyAmount } from '@/sdk'
import { type AmountError } from '@/utils/format/tryParseAmount'

import { type RecipientRefusal } from './recipientRefusal'

/**
 * tooManyDecimals: the typed amount has more decimals than its token (refused, not rounded); amountTooLarge: it does
 * not fit a uint256; insufficientBalance: 'Insufficient {symbol} balance' with the input currency's symbol.
 */
export type SwapInputError =
  | 'connectWallet'
  | 'tooManyDecimals'
  | 'amountTooLarge'
  | 'enterAmount'
  | 'selectToken'
  | 'enterRecipient'
  | 'invalidRecipient'
  | 'insufficientBalance'
  /** The recipient looks like an address the account used before and the user has not acknowledged it. */
  | 'lookalikeRecipient'

const AMOUNT_ERRORS: Record<AmountError, SwapInputError> = {
  tooManyDecimals: 'tooManyDecimals',
  tooLarge: 'amountTooLarge',
}

export interface SwapInputErrorInput {
  account: string | undefined
  hasInputCurrency: boolean
  hasOutputCurrency: boolean
  parsedAmount: CurrencyAmount | undefined
  /** Why the typed amount cannot be taken as typed, if it cannot. */
  amountError?: AmountError
  /** The recipient as typed: null when the account receives. */
  recipient: string | null
  /** The recipient's address once resolved (checksummed), null when it does not resolve. */
  recipientAddress: string | null
  /** Why the resolved recipient must not receive (zero address, router, factory, pair, token). */
  recipientRefusal?: RecipientRefusal
  /** The input balance and the most the trade may take from it (slippage included). */
  inputBalance: CurrencyAmount | undefined
  maximumInput: CurrencyAmount | undefined
}

export function swapInputError(input: SwapInputErrorInput): SwapInputError | undefined {
  if (!input.account) return 'connectWallet'
  if (input.amountError) return AMOUNT_ERRORS[input.amountError]
  if (!input.parsedAmount) return 'enterAmount'
  if (!input.hasInputCurrency || !input.hasOutputCurrency) return 'selectToken'
  if (input.recipient !== null) {
    if (input.recipient.trim() === '') return 'enterRecipient'
    if (!input.recipientAddress || input.recipientRefusal) return 'invalidRecipient'
  }
  if (input.inputBalance && input.maximumInput && input.inputBalance.lessThan(input.maximumInput))
    return 'insufficientBalance'
  return undefined
}
