// What the token check (issue 41) changes about a trade: a token that taxes transfers is traded through the router's
// fee-on-transfer functions with its tax added to the slippage (else the router's bound would revert the trade, or,
// buying through the plain functions, let less arrive than the minimum the user was shown); a token that cannot be
// sold is bought only in expert mode once the user has said they understand; a trade waits for its tokens' checks.
import type { TokenRiskVerdict } from '@/utils/tokens/tokenRisk'

const BIPS = 10_000

/** One side's token: on an active list (no check: the list vouches), being checked, or the check's verdict. */
export type SideRisk = 'listed' | 'checking' | TokenRiskVerdict

export interface TradeRiskInput {
  input: SideRisk
  output: SideRisk
  /** The user typed the output amount. */
  exactOutput: boolean
  isExpertMode: boolean
  /** The user has said they understand the output token cannot be sold. */
  sellRevertsAcknowledged: boolean
  /** The user's slippage tolerance. */
  allowedSlippageBips: number
}

/** Why the trade cannot go ahead yet, as a code the page translates. */
export type TradeRiskError =
  | 'checkingToken'
  | 'inputCannotBeSold'
  | 'sellRevertsNeedsExpertMode'
  | 'sellRevertsUnacknowledged'
  | 'taxedExactOutput'

export interface TradeRiskPlan {
  /** The part of the output the trade's taxes keep, in basis points (0 without a tax). */
  taxBps: number
  /** The slippage the trade's bounds are drawn with: the user's, widened so that the taxes fit within it. */
  slippageBips: number
  /** Only the router's SupportingFeeOnTransferTokens functions check what arrives rather than what was quoted. */
  feeOnTransfer: boolean
  error?: TradeRiskError
}

const taxOf = (side: SideRisk) => (typeof side === 'object' && side.risk === 'transfer-tax' ? side.taxBps : 0)

/**
 * The part of the output a trade loses to both sides' taxes, rounded up: the input's tax shrinks what reaches the
 * pool (and so, by a little less, what comes out), the output's what reaches the account.
 */
export function combinedTaxBps(inputTaxBps: number, outputTaxBps: number): number {
  const kept = Math.floor(((BIPS - inputTaxBps) * (BIPS - outputTaxBps)) / BIPS)
  return BIPS - Math.max(0, kept)
}

/**
 * The slippage whose bound leaves room for the tax: the SDK's minimum is quote / (1 + slippage), and what arrives is
 * quote × (1 − tax) at worst, so 1 + slippage grows by 1 / (1 − tax), rounded up. A tax that keeps everything leaves
 * the least possible: a minimum of nothing would still be above zero.
 */
export function slippageCoveringTax(allowedSlippageBips: number, taxBps: number): number {
  if (taxBps <= 0) return allowedSlippageBips
  const kept = Math.max(1, BIPS - taxBps)
  return Math.ceil(((BIPS + allowedSlippageBips) * BIPS) / kept) - BIPS
}

export function tradeRiskPlan(trade: TradeRiskInput): TradeRiskPlan {
  const taxBps = combinedTaxBps(taxOf(trade.input), taxOf(trade.output))
  const plan = {
    taxBps,
    slippageBips: slippageCoveringTax(trade.allowedSlippageBips, taxBps),
    feeOnTransfer: taxBps > 0,
  }
  const error = tradeRiskError(trade, taxBps)
  return error ? { ...plan, error } : plan
}

function tradeRiskError(trade: TradeRiskInput, taxBps: number): TradeRiskError | undefined {
  // Until the check answers, the bound and the router function the trade needs are not known.
  if (trade.input === 'checking' || trade.output === 'checking') return 'checkingToken'
  if (typeof trade.input === 'object' && trade.input.risk === 'sell-reverts') return 'inputCannotBeSold'
  if (typeof trade.output === 'object' && trade.output.risk === 'sell-reverts') {
    if (!trade.isExpertMode) return 'sellRevertsNeedsExpertMode'
    if (!trade.sellRevertsAcknowledged) return 'sellRevertsUnacknowledged'
  }
  // The router has no fee-on-transfer function for an exact output: the tax would make it fall short or revert.
  if (taxBps > 0 && trade.exactOutput) return 'taxedExactOutput'
  return undefined
}
