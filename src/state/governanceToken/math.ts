// Pure governance-token arithmetic on raw units (bigint): reward split, user figures, USD price, market caps.

/** MasterBreeder locks this percentage of every harvested reward (PERCENT_LOCK_BONUS_REWARD). */
export const LOCKED_REWARD_PERCENT = 95n

/** A positive fraction as decimal strings, so it survives JSON. */
export interface Fraction {
  numerator: string
  denominator: string
}

/** What claimReward(pid) would pay now, split as the contract splits it: 95% locked (rounded down), the rest free. */
export function splitPendingReward(pending: bigint): { locked: bigint; unlocked: bigint } {
  const locked = (pending * LOCKED_REWARD_PERCENT) / 100n
  return { locked, unlocked: pending - locked }
}

export interface UserFigures {
  aggregatedBalance: bigint
  unlockedBalance: bigint
  lockedBalance: bigint
  totalBalance: bigint
  claimableLocked: bigint
  claimableUnlocked: bigint
}

/**
 * balanceOf is the unlocked balance, lockOf the locked one, totalBalanceOf their sum; claimable is each farm's
 * pendingReward split per farm as a harvest would; the aggregate is everything the account owns or can claim.
 */
export function userFigures(input: {
  balanceOf: bigint
  lockOf: bigint
  totalBalanceOf: bigint
  pendingRewards: readonly bigint[]
}): UserFigures {
  let claimableLocked = 0n
  let claimableUnlocked = 0n
  for (const pending of input.pendingRewards) {
    const { locked, unlocked } = splitPendingReward(pending)
    claimableLocked += locked
    claimableUnlocked += unlocked
  }
  return {
    aggregatedBalance: input.totalBalanceOf + claimableLocked + claimableUnlocked,
    unlockedBalance: input.balanceOf,
    lockedBalance: input.lockOf,
    totalBalance: input.totalBalanceOf,
    claimableLocked,
    claimableUnlocked,
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b]
  return a
}

function fraction(numerator: bigint, denominator: bigint): Fraction | undefined {
  if (numerator < 0n || denominator <= 0n) return undefined
  const divisor = gcd(numerator, denominator) || 1n
  return { numerator: (numerator / divisor).toString(), denominator: (denominator / divisor).toString() }
}

/** A plain decimal ("0.00123", "2") as a fraction; undefined for anything else (exponents, signs, junk). */
export function decimalToFraction(value: string): Fraction | undefined {
  const match = /^(\d{1,30})(?:\.(\d{1,30}))?$/.exec(value)
  if (!match) return undefined
  const [, whole, decimals = ''] = match
  return fraction(BigInt(whole + decimals), 10n ** BigInt(decimals.length))
}

/** A JSON number from a price API as a fraction (up to 18 decimals), or undefined when it is no positive price. */
export function numberToFraction(value: unknown): Fraction | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 1e15) return undefined
  const price = decimalToFraction(value.toFixed(18))
  return price && price.numerator !== '0' ? price : undefined
}

/** Price of token A in token B, in whole units, from a pair's reserves of each (raw units). */
export function reservePrice(
  reserveA: bigint,
  decimalsA: number,
  reserveB: bigint,
  decimalsB: number,
): Fraction | undefined {
  if (reserveA <= 0n || reserveB <= 0n) return undefined
  return fraction(reserveB * 10n ** BigInt(decimalsA), reserveA * 10n ** BigInt(decimalsB))
}

export function multiply(a: Fraction, b: Fraction): Fraction {
  return fraction(BigInt(a.numerator) * BigInt(b.numerator), BigInt(a.denominator) * BigInt(b.denominator))!
}

/** USD value, in the token's raw units (so with the token's decimals), of `amount` raw units at `usdPrice`. */
export function usdValue(amount: bigint, usdPrice: Fraction): bigint {
  return (amount * BigInt(usdPrice.numerator)) / BigInt(usdPrice.denominator)
}

/** The token's USD price: its price in the native coin times the native coin's USD price. */
export function governanceTokenUsdPrice(input: {
  tokenPerNative?: Fraction
  nativeUsd?: Fraction
}): Fraction | undefined {
  return input.tokenPerNative && input.nativeUsd ? multiply(input.tokenPerNative, input.nativeUsd) : undefined
}
