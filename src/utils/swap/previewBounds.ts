// Whether a swap's preview (issue 41) falls outside what the trade promised with its slippage: less arriving than the
// minimum, or more leaving than the maximum. The router checks its own arithmetic, not what a token delivers, so a
// token that takes a fee the app did not know of passes its check and still pays the account less: the dialog warns.
import { type Currency, ETHER, type Percent, Token, type Trade, TradeType } from '@/sdk'
import { NATIVE, type TransactionPreview } from '@/utils/transactions/simulation'

const assetOf = (currency: Currency) =>
  currency === ETHER ? NATIVE : currency instanceof Token ? currency.address : ''

/** `toAccount`: the output goes to the account itself (with a recipient, its change is not the account's). */
export function previewOutsideTrade(
  preview: TransactionPreview,
  trade: Trade,
  slippage: Percent,
  toAccount: boolean,
): boolean {
  if (preview.status !== 'ok') return false
  const { changes } = preview
  const change = (currency: Currency) => changes.find(({ asset }) => asset === assetOf(currency))?.amount ?? 0n
  const spent = -change(trade.inputAmount.currency)
  const maximumIn = BigInt(trade.maximumAmountIn(slippage).raw.toString())
  if (spent > maximumIn) return true
  if (!toAccount) return false
  const minimumOut =
    trade.tradeType === TradeType.EXACT_INPUT
      ? BigInt(trade.minimumAmountOut(slippage).raw.toString())
      : BigInt(trade.outputAmount.raw.toString())
  return change(trade.outputAmount.currency) < minimumOut
}
