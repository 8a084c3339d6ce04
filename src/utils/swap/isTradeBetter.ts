// Compares two trades of the same kind by execution price, optionally requiring the second to win by a margin.
import { currencyEquals, JSBI, Percent, type Trade } from '@/sdk'

export const ZERO_PERCENT = new Percent('0')
export const ONE_HUNDRED_PERCENT = new Percent('1')
/** A trade with more hops must beat the shorter one by this much (50 bps) to replace it. */
export const BETTER_TRADE_LESS_HOPS_THRESHOLD = new Percent(JSBI.BigInt(50), JSBI.BigInt(10000))

/**
 * True when tradeB is better than tradeA by at least minimumDelta: a higher execution price (output per input) is
 * better. No trade is worse than any trade; both missing gives undefined. Throws for trades of different kinds.
 */
export function isTradeBetter(
  tradeA: Trade | undefined | null,
  tradeB: Trade | undefined | null,
  minimumDelta: Percent = ZERO_PERCENT,
): boolean | undefined {
  if (tradeA && !tradeB) return false
  if (tradeB && !tradeA) return true
  if (!tradeA || !tradeB) return undefined

  if (
    tradeA.tradeType !== tradeB.tradeType ||
    !currencyEquals(tradeA.inputAmount.currency, tradeB.inputAmount.currency) ||
    !currencyEquals(tradeA.outputAmount.currency, tradeB.outputAmount.currency)
  ) {
    throw new Error('Trades are not comparable')
  }

  if (minimumDelta.equalTo(ZERO_PERCENT)) return tradeA.executionPrice.lessThan(tradeB.executionPrice)
  return tradeA.executionPrice.raw.multiply(minimumDelta.add(ONE_HUNDRED_PERCENT)).lessThan(tradeB.executionPrice)
}
