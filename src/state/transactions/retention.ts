// Bounds the records kept per chain: the newest by the time they were sent stay, the oldest go.
import { MAX_RECORDED_TRANSACTIONS_PER_CHAIN } from '@/config/transactions'

import type { TransactionDetails } from './slice'

/**
 * The hashes of the records past the newest `max`, to be removed. Ties in time are broken by hash, so that loading
 * and adding pick the same records.
 */
export function hashesBeyondRetention(
  records: { [hash: string]: Pick<TransactionDetails, 'addedTime'> },
  max: number = MAX_RECORDED_TRANSACTIONS_PER_CHAIN,
): string[] {
  const hashes = Object.keys(records)
  if (hashes.length <= max) return []
  return hashes
    .sort((a, b) => records[b].addedTime - records[a].addedTime || (a < b ? -1 : a > b ? 1 : 0))
    .slice(Math.max(0, max))
}
