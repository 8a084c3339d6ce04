// When a pending transaction's receipt is worth asking for: every block while young, less often as it ages.
import type { TransactionDetails } from './slice'

const MINUTE_MS = 60_000

export function shouldCheck(
  lastBlockNumber: number,
  tx: Pick<TransactionDetails, 'addedTime' | 'receipt' | 'dropped' | 'lastCheckedBlockNumber'>,
  now: number = Date.now(),
): boolean {
  if (tx.receipt || tx.dropped) return false
  if (tx.lastCheckedBlockNumber === undefined) return true
  const blocksSinceCheck = lastBlockNumber - tx.lastCheckedBlockNumber
  if (blocksSinceCheck < 1) return false
  const minutesPending = (now - tx.addedTime) / MINUTE_MS
  if (minutesPending > 60) return blocksSinceCheck > 9
  if (minutesPending > 5) return blocksSinceCheck > 2
  return true
}
