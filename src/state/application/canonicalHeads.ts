// What a polled head (number, hash, parent hash) means against the heads seen before: the chain moved on, a node
// answered from behind (same chain, older head: hold, never go back), or the chain changed its mind (a reorg, or a
// restarted development chain): the heights from the fork point up were read from blocks no longer canonical.
// Pure, so every case is tested; the block poller (BlockNumberUpdater) keeps the state.

export interface Head {
  number: number
  hash: string
  parentHash: string
}

/** How many recent heights keep their hash: deeper reorgs than this are treated as a restarted chain. */
export const KEPT_HEIGHTS = 64

export interface CanonicalHeads {
  /** Hash by height, for the last KEPT_HEIGHTS heights up to the highest seen. */
  readonly hashes: ReadonlyMap<number, string>
  readonly highest: number | undefined
}

export const NO_HEADS: CanonicalHeads = { hashes: new Map(), highest: undefined }

export type HeadDecision =
  /** A new highest head on the chain already known (or the first head). */
  | { kind: 'advance' }
  /** The same head again, or an older head of the same chain: a lagging node; keep what is on screen. */
  | { kind: 'behind' }
  /** The chain is not what was read: everything read at `fromHeight` or above came from orphaned blocks. */
  | { kind: 'reorg'; fromHeight: number }

function kept(hashes: Map<number, string>, highest: number): Map<number, string> {
  for (const height of hashes.keys()) if (height <= highest - KEPT_HEIGHTS) hashes.delete(height)
  return hashes
}

/**
 * `reorg.fromHeight` is the lowest height known to be orphaned; the fork may be lower still (heights between polls
 * are never seen), so the caller re-reads everything and re-checks every receipt whose block hash it cannot confirm.
 */
export function followHead(heads: CanonicalHeads, head: Head): { decision: HeadDecision; heads: CanonicalHeads } {
  if (heads.highest === undefined) {
    return {
      decision: { kind: 'advance' },
      heads: { hashes: new Map([[head.number, head.hash]]), highest: head.number },
    }
  }
  const known = heads.hashes.get(head.number)
  if (known === head.hash) return { decision: { kind: 'behind' }, heads }
  const parent = heads.hashes.get(head.number - 1)
  const parentOrphaned = parent !== undefined && parent !== head.parentHash
  const forkedAt = parentOrphaned ? head.number - 1 : known !== undefined ? head.number : undefined
  if (forkedAt !== undefined) {
    const hashes = new Map([...heads.hashes].filter(([height]) => height < forkedAt)).set(head.number, head.hash)
    return { decision: { kind: 'reorg', fromHeight: forkedAt }, heads: { hashes, highest: head.number } }
  }
  if (head.number > heads.highest) {
    const hashes = kept(new Map(heads.hashes).set(head.number, head.hash), head.number)
    return { decision: { kind: 'advance' }, heads: { hashes, highest: head.number } }
  }
  // A height between two polls, or older than anything kept, on a chain that does not contradict what was seen: a
  // node behind the others. (A chain restarted far lower looks the same; the caller tells by other signs.)
  return { decision: { kind: 'behind' }, heads }
}

/**
 * Several heads of one poll in height order (the block at the highest height seen before, then the latest): a
 * reorg found by any of them, from the lowest orphaned height, else an advance if any advanced. Asking again for
 * the last height seen catches a reorg that a new head alone cannot show: one whose fork lies below a head that
 * jumped more than one block, where the new head's parent was never seen.
 */
export function followHeads(
  heads: CanonicalHeads,
  polled: readonly Head[],
): { decision: HeadDecision; heads: CanonicalHeads } {
  let state = heads
  let lowestOrphaned: number | undefined
  let advanced = false
  for (const head of polled) {
    const next = followHead(state, head)
    state = next.heads
    if (next.decision.kind === 'reorg') lowestOrphaned = Math.min(lowestOrphaned ?? Infinity, next.decision.fromHeight)
    advanced ||= next.decision.kind === 'advance'
  }
  const decision: HeadDecision =
    lowestOrphaned !== undefined
      ? { kind: 'reorg', fromHeight: lowestOrphaned }
      : advanced
        ? { kind: 'advance' }
        : { kind: 'behind' }
  return { decision, heads: state }
}
