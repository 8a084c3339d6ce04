// Price impact as the page shows it: '<0.01%' below one basis point, otherwise two decimals.
import { JSBI, Percent } from '@/sdk'

const ONE_BIPS = new Percent(JSBI.BigInt(1), JSBI.BigInt(10000))

export function formatPriceImpact(impact: Percent | undefined): string {
  if (!impact) return '-'
  return impact.lessThan(ONE_BIPS) ? '<0.01%' : `${impact.toFixed(2)}%`
}

/** Theme colour names for the five impact levels (0 good … 3 and 4 bad). */
export function severityColor(severity: number): 'success' | 'text' | 'warning' | 'error' {
  if (severity >= 3) return 'error'
  if (severity === 2) return 'warning'
  if (severity === 1) return 'text'
  return 'success'
}
