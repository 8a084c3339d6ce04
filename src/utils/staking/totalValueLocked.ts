// The staking lists' total value locked: the sum of every pool's USD deposits, known only once each one is.
import { add, type Rational, ZERO } from '@/utils/pricing/rational'

export function totalValueLocked(values: readonly (Rational | undefined)[]): Rational | undefined {
  if (values.length === 0) return undefined
  let total = ZERO
  for (const value of values) {
    if (!value) return undefined
    total = add(total, value)
  }
  return total
}
