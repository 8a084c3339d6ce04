// Trade numbers shown on the swap page: price impact without the LP fee, the fee itself (0.30% per hop), the
// slippage bounds and the impact's warning level.
import { CurrencyAmount, type Fraction, JSBI, Percent, TokenAmount, type Trade } from '@/sdk'
import { Field } from '@/state/swap/actions'

const BIPS_BASE = JSBI.BigInt(10000)
/** Swap fee: 30 of 10000 per hop. */
export const BASE_FEE = new Percent(JSBI.BigInt(30), BIPS_BASE)
export const ONE_HUNDRED_PERCENT = new Percent(BIPS_BASE, BIPS_BASE)
const INPUT_FRACTION_AFTER_FEE = ONE_HUNDRED_PERCENT.subtract(BASE_FEE)

/** Price impact bands in basis points (spec §9): under 100 → 0, 300 → 1, 500 → 2, 1500 → 3, else 4. */
export const ALLOWED_PRICE_IMPACT_LOW = new Percent(JSBI.BigInt(100), BIPS_BASE)
export const ALLOWED_PRICE_IMPACT_MEDIUM = new Percent(JSBI.BigInt(300), BIPS_BASE)
export const ALLOWED_PRICE_IMPACT_HIGH = new Percent(JSBI.BigInt(500), BIPS_BASE)
/** From here the legacy confirm prompt asks to type 'confirm' (see pages/Swap/confirmPriceImpact.ts). */
export const PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN = new Percent(JSBI.BigInt(1000), BIPS_BASE)
/** From here only expert mode may swap. */
export const BLOCKED_PRICE_IMPACT_NON_EXPERT = new Percent(JSBI.BigInt(1500), BIPS_BASE)

export type WarningSeverity = 0 | 1 | 2 | 3 | 4

export function basisPointsToPercent(bips: number): Percent {
  return new Percent(JSBI.BigInt(bips), BIPS_BASE)
}

function checkSlippage(bips: number): void {
  if (!Number.isInteger(bips) || bips < 0 || bips > 10000) throw new Error('Unexpected slippage value')
}

/** [minimum, maximum] of a raw amount after a slippage in basis points. */
export function calculateSlippageAmount(value: CurrencyAmount, slippageBips: number): [JSBI, JSBI] {
  checkSlippage(slippageBips)
  const bips = JSBI.BigInt(slippageBips)
  return [
    JSBI.divide(JSBI.multiply(value.raw, JSBI.subtract(BIPS_BASE, bips)), BIPS_BASE),
    JSBI.divide(JSBI.multiply(value.raw, JSBI.add(BIPS_BASE, bips)), BIPS_BASE),
  ]
}

export interface TradePriceBreakdown {
  /** The trade's price impact minus the part that is the LP fee. */
  priceImpactWithoutFee: Percent | undefined
  /** The fee paid in the input currency (0.30% compounded per hop). */
  realizedLPFee: CurrencyAmount | undefined
}

export function computeTradePriceBreakdown(trade: Trade | null | undefined): TradePriceBreakdown {
  if (!trade) return { priceImpactWithoutFee: undefined, realizedLPFee: undefined }
  // 1 - 0.997^hops: each hop keeps 99.7% of what enters it.
  const realizedLPFee: Fraction = ONE_HUNDRED_PERCENT.subtract(
    trade.route.pairs.reduce<Fraction>((fee) => fee.multiply(INPUT_FRACTION_AFTER_FEE), ONE_HUNDRED_PERCENT),
  )
  const withoutFee = trade.priceImpact.subtract(realizedLPFee)
  const priceImpactWithoutFee = new Percent(withoutFee.numerator, withoutFee.denominator)
  const feeRaw = realizedLPFee.multiply(trade.inputAmount.raw).quotient
  const realizedLPFeeAmount =
    trade.inputAmount instanceof TokenAmount
      ? new TokenAmount(trade.inputAmount.token, feeRaw)
      : CurrencyAmount.ether(feeRaw)
  return { priceImpactWithoutFee, realizedLPFee: realizedLPFeeAmount }
}

/** The most that may be sold (exact output) and the least received (exact input) under the slippage setting. */
export function computeSlippageAdjustedAmounts(
  trade: Trade | null | undefined,
  slippageBips: number,
): { [field in Field]?: CurrencyAmount } {
  checkSlippage(slippageBips)
  const percent = basisPointsToPercent(slippageBips)
  return {
    [Field.INPUT]: trade?.maximumAmountIn(percent),
    [Field.OUTPUT]: trade?.minimumAmountOut(percent),
  }
}

/** Warning level 0..4 of a price impact (undefined counts as the worst: nothing is known). */
export function warningSeverity(priceImpact: Percent | undefined): WarningSeverity {
  if (!priceImpact?.lessThan(BLOCKED_PRICE_IMPACT_NON_EXPERT)) return 4
  if (!priceImpact.lessThan(ALLOWED_PRICE_IMPACT_HIGH)) return 3
  if (!priceImpact.lessThan(ALLOWED_PRICE_IMPACT_MEDIUM)) return 2
  if (!priceImpact.lessThan(ALLOWED_PRICE_IMPACT_LOW)) return 1
  return 0
}

/** A percentage in basis points, fractions kept (2.0001% → 200.01), 0 when undefined. */
export function percentToBips(percent: Percent | undefined): number {
  return percent ? Number(percent.toFixed(6)) * 100 : 0
}
