// A pool's figures in the explorer: its liquidity in USD (TVL), what its swaps of the last 24 h put in (volume),
// the fees they paid (0.3% of the volume, what traders paid), and the fee APR its liquidity providers earn (their
// share of those fees, a year of such days over the TVL). All priced by the app's pricing engine at today's prices.
import { liquidityUsdValue, type PairValueInput } from '@/utils/pricing/liquidityUsdValue'
import { multiply, type Rational } from '@/utils/pricing/rational'
import type { PricingContext } from '@/utils/pricing/usdPrice'
import { feeApr, SWAP_FEE, type SwapInputs, swapVolumeUsd } from '@/utils/staking/feeApr'

export interface PoolFigures {
  tvlUsd?: Rational
  volume24hUsd?: Rational
  fees24hUsd?: Rational
  feeApr?: Rational
}

/**
 * `swaps` are the last day's Swap events as the node served them, undefined while they load or when the node
 * refused them (the day's figures are then unknown, not zero).
 */
export function poolFigures(
  pair: PairValueInput,
  swaps: readonly SwapInputs[] | undefined,
  context: PricingContext | undefined,
  isProtocolFeeOn: boolean | undefined,
): PoolFigures {
  if (!context) return {}
  const tvlUsd = liquidityUsdValue(pair, pair.totalSupply, context)
  if (!swaps) return { tvlUsd }
  const volume24hUsd = swapVolumeUsd(swaps, pair, context)
  return {
    tvlUsd,
    volume24hUsd,
    fees24hUsd: volume24hUsd && multiply(volume24hUsd, SWAP_FEE),
    feeApr: isProtocolFeeOn === undefined ? undefined : feeApr(swaps, pair, context, isProtocolFeeOn),
  }
}
