// When a pending transaction is worth checking: on new blocks (every block while young, less often as it ages) and
// on a timer, so that it resolves while the chain makes no blocks. A dropped one is still watched while recent: a
// wallet may send it again or speed it up.
import { TX_CHECK_INTERVAL_MS } from '@/config/transactions'
import { isTransactionRecent } from '@/utils/transactions/records'

import type { TransactionDetails } from './slice'

const MINUTE_MS = 60_000

export interface CheckTiming {
  now?: number
  /** When this session last checked the transaction; undefined: not yet, so it is due. */
  lastCheckedAt?: number
  intervalMs?: number
}

export function shouldCheck(
  lastBlockNumber: number,
  tx: Pick<TransactionDetails, 'addedTime' | 'receipt' | 'dropped' | 'lastCheckedBlockNumber'>,
  { now = Date.now(), lastCheckedAt, intervalMs = TX_CHECK_INTERVAL_MS }: CheckTiming = {},
): boolean {
  if (tx.receipt) return false
  if (tx.dropped && (tx.dropped.reason !== 'dropped' || !isTransactionRecent(tx, now))) return false
  if (tx.lastCheckedBlockNumber === undefined || lastCheckedAt === undefined) return true
  const minutesPending = (now - tx.addedTime) / MINUTE_MS
  // Blocks (and timer periods) between checks: 1 for 5 minutes, then 3, after an hour 10.
  const spacing = minutesPending > 60 ? 10 : minutesPending > 5 ? 3 : 1
  if (lastBlockNumber - tx.lastCheckedBlockNumber >= spacing) return true
  return now - lastCheckedAt >= spacing * intervalMs
}
