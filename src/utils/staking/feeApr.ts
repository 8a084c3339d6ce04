// A pair's trading-fee APR from its last 24 h of Swap events: the fees the swaps left in the pool, priced in USD,
// times 365, over the pool's liquidity in USD.
import { liquidityUsdValue, type PairValueInput } from '@/utils/pricing/liquidityUsdValue'
import { add, divide, fromUnits, isZero, multiply, type Rational, rational, ZERO } from '@/utils/pricing/rational'
import { type PricingContext, reservePrice, tokenUsdPrice } from '@/utils/pricing/usdPrice'

/** Uniswap V2 (the pair this exchange deploys, @uniswap/v2-core): 0.3% of every swap's input stays in the pool. */
export const SWAP_FEE = rational(3n, 1000n)!
/** With the factory's feeTo set, the protocol mints itself 1/6 of that growth: LPs keep 0.25%. */
const LP_SHARE_WITH_PROTOCOL_FEE = rational(5n, 6n)!

export const DAY_SECONDS = 86_400

/** The input side of one Swap event, raw units. */
export interface SwapInputs {
  blockNumber: number
  amount0In: bigint
  amount1In: bigint
}

/** The fee rate liquidity providers earn on a swap's input. */
export function lpFeeRate(isProtocolFeeOn: boolean): Rational {
  return isProtocolFeeOn ? multiply(SWAP_FEE, LP_SHARE_WITH_PROTOCOL_FEE) : SWAP_FEE
}

/** The first block of the last 24 h at `blockTime` seconds a block (never below the genesis block). */
export function dayStartBlock(latestBlock: number, blockTime: number): number | undefined {
  if (!Number.isSafeInteger(latestBlock) || latestBlock < 0 || !(blockTime > 0) || !Number.isFinite(blockTime)) {
    return undefined
  }
  return Math.max(0, latestBlock - Math.ceil(DAY_SECONDS / blockTime) + 1)
}

/** Each side's USD price; a side the engine cannot price takes the pair's own price times the other side's. */
function sidePrices(pair: PairValueInput, context: PricingContext): [Rational, Rational] | undefined {
  const price0 = tokenUsdPrice(pair.token0, context)
  const price1 = tokenUsdPrice(pair.token1, context)
  if (price0 && price1) return [price0, price1]
  const inToken1 = reservePrice(pair.reserve0, pair.token0.decimals, pair.reserve1, pair.token1.decimals)
  if (!inToken1) return undefined
  if (price1) return [multiply(inToken1, price1), price1]
  if (price0) return [price0, divide(price0, inToken1)!]
  return undefined
}

/** What `swaps` put into the pool (their inputs), in USD; undefined when the pair's tokens cannot be priced. */
export function swapVolumeUsd(
  swaps: readonly SwapInputs[],
  pair: PairValueInput,
  context: PricingContext,
): Rational | undefined {
  const prices = sidePrices(pair, context)
  if (!prices) return undefined
  let volume = ZERO
  for (const swap of swaps) {
    if (swap.amount0In < 0n || swap.amount1In < 0n) return undefined
    volume = add(volume, multiply(fromUnits(swap.amount0In, pair.token0.decimals)!, prices[0]))
    volume = add(volume, multiply(fromUnits(swap.amount1In, pair.token1.decimals)!, prices[1]))
  }
  return volume
}

/** The fees `swaps` paid to liquidity providers, in USD; undefined when the pair's tokens cannot be priced. */
export function swapFeesUsd(
  swaps: readonly SwapInputs[],
  pair: PairValueInput,
  context: PricingContext,
  isProtocolFeeOn: boolean,
): Rational | undefined {
  const volume = swapVolumeUsd(swaps, pair, context)
  return volume && multiply(volume, lpFeeRate(isProtocolFeeOn))
}

/**
 * fees_24h × 365 ÷ the pool's liquidity in USD, as a fraction. `swaps` are the events of the whole last day as the
 * node served them: no swaps is a real 0%. undefined for an empty or unpriced pool.
 */
export function feeApr(
  swaps: readonly SwapInputs[],
  pair: PairValueInput,
  context: PricingContext,
  isProtocolFeeOn: boolean,
): Rational | undefined {
  const liquidityUsd = liquidityUsdValue(pair, pair.totalSupply, context)
  if (!liquidityUsd || isZero(liquidityUsd)) return undefined
  const fees = swapFeesUsd(swaps, pair, context, isProtocolFeeOn)
  return fees && divide(multiply(fees, rational(365n)!), liquidityUsd)
}
