// Why the swap cannot go ahead, as a code the page translates, in the spec's button priority order (pure).
import { type CurrencyAmount, type Trade } from '@/sdk'

export enum SwapInputError {
  CONNECT_WALLET = 'connectWallet',
  ENTER_AMOUNT = 'enterAmount',
  SELECT_TOKEN = 'selectToken',
  ENTER_RECIPIENT = 'enterRecipient',
  INVALID_RECIPIENT = 'invalidRecipient',
  /** 'Insufficient {symbol} balance' with the input currency's symbol. */
  INSUFFICIENT_BALANCE = 'insufficientBalance',
}

/** Uniswap's V2 factory and routers on Ethereum: sending the output there loses it. */
export const BAD_RECIPIENT_ADDRESSES: readonly string[] = [
  '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  '0xf164fC0Ec4E93095b804a4795bBe1e041497b92a',
  '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
]

/** True when the address is a token on the trade's path or one of its pairs. */
export function involvesAddress(trade: Trade, checksummedAddress: string): boolean {
  return (
    trade.route.path.some((token) => token.address === checksummedAddress) ||
    trade.route.pairs.some((pair) => pair.liquidityToken.address === checksummedAddress)
  )
}

export interface SwapInputErrorInput {
  account: string | undefined
  hasInputCurrency: boolean
  hasOutputCurrency: boolean
  parsedAmount: CurrencyAmount | undefined
  /** The recipient as typed: null when the account receives. */
  recipient: string | null
  /** The recipient's address once resolved (checksummed), null when it does not resolve. */
  recipientAddress: string | null
  /** Addresses that must never receive (routers and factories of the chain, plus the list above). */
  badRecipients: readonly string[]
  /** Trades whose path the recipient must not be on. */
  trades: readonly (Trade | null | undefined)[]
  /** The input balance and the most the trade may take from it (slippage included). */
  inputBalance: CurrencyAmount | undefined
  maximumInput: CurrencyAmount | undefined
}

export function swapInputError(input: SwapInputErrorInput): SwapInputError | undefined {
  if (!input.account) return SwapInputError.CONNECT_WALLET
  if (!input.parsedAmount) return SwapInputError.ENTER_AMOUNT
  if (!input.hasInputCurrency || !input.hasOutputCurrency) return SwapInputError.SELECT_TOKEN
  if (input.recipient !== null) {
    if (input.recipient.trim() === '') return SwapInputError.ENTER_RECIPIENT
    if (!input.recipientAddress) return SwapInputError.INVALID_RECIPIENT
  }
  const to = input.recipient === null ? input.account : input.recipientAddress
  if (
    to &&
    input.recipient !== null &&
    (input.badRecipients.includes(to) || input.trades.some((trade) => trade && involvesAddress(trade, to)))
  )
    return SwapInputError.INVALID_RECIPIENT
  if (input.inputBalance && input.maximumInput && input.inputBalance.lessThan(input.maximumInput))
    return SwapInputError.INSUFFICIENT_BALANCE
  return undefined
}
