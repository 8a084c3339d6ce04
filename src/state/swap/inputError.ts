// Why the swap cannot go ahead, as a code the page translates, in the spec's button priority order (pure).
import { type CurrencyAmount } from '@/sdk'
import { AmountError } from '@/utils/format/tryParseAmount'

import { type RecipientRefusal } from './recipientRefusal'

export enum SwapInputError {
  CONNECT_WALLET = 'connectWallet',
  /** The typed amount has more decimals than its token: refused, not rounded. */
  TOO_MANY_DECIMALS = 'tooManyDecimals',
  /** The typed amount does not fit a uint256. */
  AMOUNT_TOO_LARGE = 'amountTooLarge',
  ENTER_AMOUNT = 'enterAmount',
  SELECT_TOKEN = 'selectToken',
  ENTER_RECIPIENT = 'enterRecipient',
  INVALID_RECIPIENT = 'invalidRecipient',
  /** 'Insufficient {symbol} balance' with the input currency's symbol. */
  INSUFFICIENT_BALANCE = 'insufficientBalance',
}

const AMOUNT_ERRORS: Record<AmountError, SwapInputError> = {
  [AmountError.TOO_MANY_DECIMALS]: SwapInputError.TOO_MANY_DECIMALS,
  [AmountError.TOO_LARGE]: SwapInputError.AMOUNT_TOO_LARGE,
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
  if (!input.account) return SwapInputError.CONNECT_WALLET
  if (input.amountError) return AMOUNT_ERRORS[input.amountError]
  if (!input.parsedAmount) return SwapInputError.ENTER_AMOUNT
  if (!input.hasInputCurrency || !input.hasOutputCurrency) return SwapInputError.SELECT_TOKEN
  if (input.recipient !== null) {
    if (input.recipient.trim() === '') return SwapInputError.ENTER_RECIPIENT
    if (!input.recipientAddress || input.recipientRefusal) return SwapInputError.INVALID_RECIPIENT
  }
  if (input.inputBalance && input.maximumInput && input.inputBalance.lessThan(input.maximumInput))
    return SwapInputError.INSUFFICIENT_BALANCE
  return undefined
}
