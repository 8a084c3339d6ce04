// Two copies of one transaction's record (this tab's and another tab's, read back from storage), merged so that its
// status only moves forward: pending, then dropped, then mined. A receipt is the final word, and of two receipts the
// later one wins (a reorg mined it again elsewhere). What is known of the sending (summary, approval) stays, and so
// does this tab's own bookkeeping (the last block it checked).
import type { TransactionDetails } from './slice'

/** `ours` itself when `theirs` knows nothing newer, so that an unchanged record stays the same object. */
export function mergeRecord(ours: TransactionDetails, theirs: TransactionDetails): TransactionDetails {
  if (theirs.receipt && (!ours.receipt || (theirs.confirmedTime ?? 0) > (ours.confirmedTime ?? 0))) {
    // As a receipt of this tab's own finalises it (transactions slice, finalizeTransaction).
    const { data: _data, dropped: _dropped, speedUpHash: _speedUp, confirmedTime: _confirmed, ...kept } = ours
    return {
      ...kept,
      receipt: theirs.receipt,
      ...(theirs.confirmedTime !== undefined ? { confirmedTime: theirs.confirmedTime } : {}),
      ...(theirs.speedUpHash !== undefined ? { speedUpHash: theirs.speedUpHash } : {}),
    }
  }
  if (!ours.receipt && !ours.dropped && theirs.dropped && !theirs.receipt) return { ...ours, dropped: theirs.dropped }
  return ours
}
