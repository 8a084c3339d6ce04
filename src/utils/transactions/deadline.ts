// The deadline of a transaction: the latest block's timestamp when known (the chain's clock, which a local or
// lagging chain does not share with this machine), else this machine's clock, plus the user's ttl.

/** Unix seconds after which the transaction reverts. */
export function transactionDeadline(ttlSeconds: number, blockTimestamp?: number, nowMs = Date.now()): number {
  const base = blockTimestamp ?? Math.floor(nowMs / 1000)
  return base + ttlSeconds
}
