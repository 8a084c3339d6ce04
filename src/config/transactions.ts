// Timings of pending-transaction tracking: when a transaction the node forgot counts as dropped, how often pending
// transactions are re-checked without a new block, and how far back a replacement is looked for.

/** A whole number of milliseconds from the environment, or the fallback when unset or not a positive integer. */
export function parseDurationMs(raw: unknown, fallback: number): number {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw.trim())) return fallback
  const ms = Number(raw.trim())
  return ms > 0 ? ms : fallback
}

/**
 * How long a transaction may stay unknown to the node, with its nonce unused, before it is shown as dropped: a
 * read node may not have heard of a fresh transaction yet. VITE_TX_DROPPED_GRACE_MS overrides it (the end-to-end
 * build makes it short).
 */
export const TX_DROPPED_GRACE_MS = parseDurationMs(import.meta.env.VITE_TX_DROPPED_GRACE_MS, 60_000)

/**
 * Pending transactions are checked on every new block and also on this timer, so that they resolve while the
 * chain makes no blocks: a few times per grace period, between 1 and 15 seconds.
 */
export const TX_CHECK_INTERVAL_MS = Math.min(15_000, Math.max(1_000, Math.round(TX_DROPPED_GRACE_MS / 4)))

/**
 * Blocks searched for the transaction that took a pending one's nonce: nodes without archive state keep about this
 * many blocks of account state.
 */
export const REPLACEMENT_LOOKBACK_BLOCKS = 128

/**
 * Records kept per chain (the newest by the time they were sent): the activity page shows history beyond a day, and
 * storage must stay bounded. Calldata is kept only until a transaction is mined, so a record is typically under 1 KB.
 */
export const MAX_RECORDED_TRANSACTIONS_PER_CHAIN = 500
