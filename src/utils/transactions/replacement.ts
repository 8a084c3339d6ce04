// What became of a sent transaction the node has not mined: still pending, dropped, or replaced by another
// transaction with its nonce — a wallet speed-up (the same call again), a cancel (an empty call to self) or other.

/** What a transaction asked for, as the app recorded it or as a block holds it. */
export interface SentCall {
  from: string
  to?: string | null
  data?: string
  /** Wei, decimal or 0x-hex. */
  value?: string
}

/** Persisted inside dropped marks and popups: never rename these values. */
export type ReplacementKind = 'speedUp' | 'cancelled' | 'replaced'

export type UnconfirmedVerdict = 'pending' | 'nonceUsed' | 'dropped'

export interface UnconfirmedFacts {
  /** The sender's nonce of the transaction, from the record or from the node; unknown for old records. */
  nonce?: number
  /** How many of the sender's transactions are mined (eth_getTransactionCount 'latest'). */
  minedCount?: number
  /** The same counting the node's pool too ('pending'). */
  pendingCount?: number
  /** The node still has the transaction (eth_getTransactionByHash is not null). */
  isKnown: boolean
  addedTime: number
  /** When a check first found the node without the transaction; undefined before that. */
  unknownSince?: number
  now: number
  graceMs: number
}

const sameAddress = (a?: string | null, b?: string | null): boolean =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase()

const isEmptyData = (data?: string): boolean => data === undefined || data === '' || data.toLowerCase() === '0x'

const sameData = (a?: string, b?: string): boolean =>
  a !== undefined && b !== undefined && (isEmptyData(a) ? isEmptyData(b) : a.toLowerCase() === b.toLowerCase())

function sameValue(a?: string, b?: string): boolean {
  // A record without its value (an old build) cannot contradict the match of target and calldata.
  if (a === undefined || b === undefined) return true
  try {
    return BigInt(a) === BigInt(b)
  } catch {
    return false
  }
}

/**
 * A replacement with the original's target, calldata and value is a speed-up: it does what the user asked.
 * An empty call from the account to itself is a cancel. Anything else replaced the original with another call.
 */
export function classifyReplacement(original: SentCall, replacement: SentCall): ReplacementKind {
  if (
    sameAddress(original.to, replacement.to) &&
    sameData(original.data, replacement.data) &&
    sameValue(original.value, replacement.value)
  )
    return 'speedUp'
  if (sameAddress(replacement.to, original.from) && isEmptyData(replacement.data)) return 'cancelled'
  return 'replaced'
}

/**
 * A transaction without a receipt: its nonce used means another transaction took its place; the node knowing it,
 * or holding another transaction with its nonce in its pool (a speed-up on its way), means pending; unknown for the
 * whole grace period with its nonce free means dropped. Old records without a nonce are dropped on the grace alone.
 */
export function decideUnconfirmed(facts: UnconfirmedFacts): UnconfirmedVerdict {
  const { nonce, minedCount, pendingCount, isKnown, addedTime, unknownSince, now, graceMs } = facts
  if (nonce !== undefined && minedCount !== undefined && minedCount > nonce) return 'nonceUsed'
  if (isKnown) return 'pending'
  if (nonce !== undefined && pendingCount !== undefined && pendingCount > nonce) return 'pending'
  const missingSince = Math.max(addedTime, unknownSince ?? now)
  return now - missingSince >= graceMs ? 'dropped' : 'pending'
}
