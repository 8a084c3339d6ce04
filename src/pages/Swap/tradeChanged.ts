// Whether the trade under an open confirm dialog changed enough to ask the user to accept it ('Price Updated').
import { currencyEquals, type Trade } from '@/sdk'

/** Type, either currency or either amount differ (the Uniswap V2 interface's tradeMeaningfullyDiffers). */
export function tradeMeaningfullyDiffers(a: Trade, b: Trade): boolean {
  return (
    a.tradeType !== b.tradeType ||
    !currencyEquals(a.inputAmount.currency, b.inputAmount.currency) ||
    !a.inputAmount.equalTo(b.inputAmount) ||
    !currencyEquals(a.outputAmount.currency, b.outputAmount.currency) ||
    !a.outputAmount.equalTo(b.outputAmount)
  )
}
