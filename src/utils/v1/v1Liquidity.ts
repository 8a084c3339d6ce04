// V1 liquidity math in raw units: what a position redeems for, how far the V1 and V2 prices are apart, and the
// minimums handed to the migrator (which deposits at the V2 pair's price and refunds the rest).
import { BIPS_BASE, LARGE_PRICE_DIFFERENCE_BIPS, MIGRATION_MIN_OUTPUT_BIPS } from '@/config/migration'

/** Raw amounts of the token and of the native coin (a V1 exchange's or a V2 pair's reserves, or a position). */
export interface TokenNativeAmounts {
  token: bigint
  native: bigint
}

const NONE: TokenNativeAmounts = { token: 0n, native: 0n }

/** The exchange's removeLiquidity arithmetic: each reserve times liquidity over total supply, rounded down. */
export function v1PositionAmounts(
  liquidity: bigint,
  totalSupply: bigint,
  reserves: TokenNativeAmounts,
): TokenNativeAmounts {
  if (totalSupply <= 0n || liquidity <= 0n) return NONE
  return {
    token: (reserves.token * liquidity) / totalSupply,
    native: (reserves.native * liquidity) / totalSupply,
  }
}

/** |V1 price / V2 price − 1| in basis points (rounded down); undefined when a reserve is empty. */
export function priceDifferenceBips(v1: TokenNativeAmounts, v2: TokenNativeAmounts): bigint | undefined {
  if (v1.token <= 0n || v1.native <= 0n || v2.token <= 0n || v2.native <= 0n) return undefined
  // Prices are token per native: (v1.token / v1.native) / (v2.token / v2.native).
  const numerator = v1.token * v2.native
  const denominator = v2.token * v1.native
  const difference = numerator > denominator ? numerator - denominator : denominator - numerator
  return (difference * BIPS_BASE) / denominator
}

export function isLargePriceDifference(bips: bigint | undefined): boolean {
  return bips !== undefined && bips >= LARGE_PRICE_DIFFERENCE_BIPS
}

/** Basis points as a percent string with up to two decimals: 1234n → '12.34'. */
export function formatBipsPercent(bips: bigint): string {
  const whole = bips / 100n
  const fraction = (bips % 100n).toString().padStart(2, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}

/**
 * What the V2 router's addLiquidityETH deposits of the position: all of one side and the other side's quote at the
 * pair's price (the router's own rounding); the whole position when the pair has no reserves yet.
 */
export function v2Deposit(position: TokenNativeAmounts, v2?: TokenNativeAmounts): TokenNativeAmounts {
  if (!v2 || v2.token <= 0n || v2.native <= 0n) return position
  const nativeOptimal = (position.token * v2.native) / v2.token
  if (nativeOptimal <= position.native) return { token: position.token, native: nativeOptimal }
  return { token: (position.native * v2.token) / v2.native, native: position.native }
}

/** migrate()'s amountTokenMin and amountEthMin: 99.5% of the V2 deposit (the position itself at equal prices). */
export function migrationMinimums(position: TokenNativeAmounts, v2?: TokenNativeAmounts): TokenNativeAmounts {
  const deposit = v2Deposit(position, v2)
  return {
    token: (deposit.token * MIGRATION_MIN_OUTPUT_BIPS) / BIPS_BASE,
    native: (deposit.native * MIGRATION_MIN_OUTPUT_BIPS) / BIPS_BASE,
  }
}

/**
 * removeLiquidity()'s min_eth and min_tokens: what the position redeems for less the user's slippage (basis points),
 * so a price move between signing and mining beyond it reverts. At least 1 each: the V1 exchange refuses 0.
 */
export function removalMinimums(position: TokenNativeAmounts, slippageBips: number): TokenNativeAmounts {
  const keep = BIPS_BASE - BigInt(Math.min(Math.max(Math.trunc(slippageBips), 0), Number(BIPS_BASE)))
  const floor = (amount: bigint) => {
    const minimum = (amount * keep) / BIPS_BASE
    return minimum > 0n ? minimum : 1n
  }
  return { token: floor(position.token), native: floor(position.native) }
}
