// USD value of a pair's liquidity tokens: their share of the pair's reserves, each side priced by the pricing engine.
import { add, fromUnits, multiply, type Rational, rational, ZERO } from './rational'
import { isSameToken, type PricingContext, type TokenRef, tokenUsdPrice } from './usdPrice'

export interface PairValueInput {
  token0: TokenRef
  token1: TokenRef
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
}

const TWO = rational(2n)!

/** The whole pool in USD. A stable side counts twice (a pair holds equal value on both sides), else both priced
 * sides, else one priced side twice; undefined when neither side has a price. */
function poolUsdValue(pair: PairValueInput, context: PricingContext): Rational | undefined {
  const side0 = fromUnits(pair.reserve0, pair.token0.decimals)!
  const side1 = fromUnits(pair.reserve1, pair.token1.decimals)!
  if (isSameToken(pair.token0, context.stable)) return multiply(TWO, side0)
  if (isSameToken(pair.token1, context.stable)) return multiply(TWO, side1)
  const price0 = tokenUsdPrice(pair.token0, context)
  const price1 = tokenUsdPrice(pair.token1, context)
  if (price0 && price1) return add(multiply(side0, price0), multiply(side1, price1))
  if (price0) return multiply(TWO, multiply(side0, price0))
  if (price1) return multiply(TWO, multiply(side1, price1))
  return undefined
}

/** USD value of `amount` liquidity tokens of `pair`; zero for nothing of an empty pair. */
export function liquidityUsdValue(pair: PairValueInput, amount: bigint, context: PricingContext): Rational | undefined {
  if (pair.totalSupply <= 0n) return amount === 0n ? ZERO : undefined
  const pool = poolUsdValue(pair, context)
  return pool && multiply(pool, rational(amount, pair.totalSupply)!)
}
