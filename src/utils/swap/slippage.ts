// The slippage tolerance as a Percent: on the swap page's first load (details, confirm header), apart from the
// swap call building that loads when the user confirms.
import { JSBI, Percent } from '@/sdk'

const BIPS_BASE = JSBI.BigInt(10_000)

export function slippagePercent(bips: number): Percent {
  return new Percent(JSBI.BigInt(bips), BIPS_BASE)
}
