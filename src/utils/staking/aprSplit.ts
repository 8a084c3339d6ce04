// A farm's reward APR split as every harvest splits the reward: the part paid at once and the part the reward token
// locks (MasterBreeder.PERCENT_LOCK_BONUS_REWARD, read from the contract).
import { multiply, type Rational, rational } from '@/utils/pricing/rational'

export interface AprSplit {
  /** The unlocked part of the reward APR: paid to the wallet at each harvest. */
  paidNow: Rational
  /** The locked part: held by the token and released linearly over its unlock schedule. */
  locked: Rational
}

/** undefined without an APR or with a percentage that is not a whole number from 0 to 100. */
export function splitApr(apr: Rational | undefined, lockedPercent: bigint | undefined): AprSplit | undefined {
  if (!apr || lockedPercent === undefined || lockedPercent < 0n || lockedPercent > 100n) return undefined
  return {
    paidNow: multiply(apr, rational(100n - lockedPercent, 100n)!),
    locked: multiply(apr, rational(lockedPercent, 100n)!),
  }
}
