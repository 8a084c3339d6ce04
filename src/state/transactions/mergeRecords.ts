// Two copies of one transaction's record (this tab's and another tab's, read back from storage), merged so that its
// status only moves forward: pending, then dropped, then mined. A receipt is the final word, and of two receipts the
// later one wins (a reorg mined it again elsewhere). What is known of the sending (summary, approval) stays, and so
// does this tab's own bookkeeping (the last block it checked).
import type { TransactionDetails, TransactionState } from './slice'

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

/**
 * Of another tab's (validated) records, those that join or move forward this tab's: absent ones, and the merge of the
 * ones this tab holds where it differs from this tab's. Empty when the other copy knows nothing newer. None removed:
 * a tab drops nothing it did not create.
 */
export function recordsToMerge(ours: TransactionState, theirs: TransactionState): TransactionState {
  const changes: TransactionState = {}
  for (const [chainKey, records] of Object.entries(theirs)) {
    const chainId = Number(chainKey)
    for (const [hash, record] of Object.entries(records as Record<string, TransactionDetails>)) {
      const held = ours[chainId]?.[hash]
      const merged = held ? mergeRecord(held, record) : record
      if (merged !== held) (changes[chainId] ??= {})[hash] = merged
    }
  }
  return changes
}
