// How the block poller treats a node that stops answering: when to call it down, and how long to wait between
// tries while it is (exponential backoff with jitter, never faster than one try a second, at most ~30 s apart).

/**
 * A block-number probe with no answer after this long counts as failed. A stopped node often accepts the
 * connection and never answers; with the spec's 15 s polling this keeps the banner within 20 s of the failure.
 */
export const PROBE_TIMEOUT_MS = 5_000

export interface OutageBackoff {
  baseMs: number
  /** One try a second at most: each try sends one request to each URL at most. */
  minMs: number
  capMs: number
}

export const OUTAGE_BACKOFF: OutageBackoff = { baseMs: 1_000, minMs: 1_000, capMs: 30_000 }

/**
 * The wait before the next try after `failures` consecutive failed probes: base·2^(failures-1), capped, then
 * "equal jitter" (between half and all of it) so many open tabs do not retry in step, and never below the minimum.
 */
export function outageRetryDelay(
  failures: number,
  random: () => number = Math.random,
  { baseMs, minMs, capMs }: OutageBackoff = OUTAGE_BACKOFF,
): number {
  const exponent = Math.max(0, Math.min(Number.isNaN(failures) ? 0 : Math.floor(failures), 32) - 1)
  const ceiling = Math.min(capMs, baseMs * 2 ** exponent)
  const r = Math.min(1, Math.max(0, random()))
  const jittered = ceiling / 2 + (ceiling / 2) * (Number.isNaN(r) ? 1 : r)
  return Math.round(Math.min(capMs, Math.max(minMs, jittered)))
}
