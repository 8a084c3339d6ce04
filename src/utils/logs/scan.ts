// Reading logs over a long stretch of blocks in ranges that adapt to what the node serves: nodes cap eth_getLogs at
// a number of blocks or of results, and say so only by refusing. A refused range is asked again at half the span;
// until the node first refuses, a served range lets the next one grow (twice the span, up to MAX_SPAN). A node
// without a cap is read in a few requests; one with a cap settles under it after a few refusals. The span that
// worked is handed back, to start there next time.
import type { BlockRange } from '@/utils/staking/logParts'

/** The widest range asked at once: a node without a cap still answers in reasonable time and size. */
export const MAX_SPAN = 1_000_000
/** Where a chain without a learned span starts. */
export const FIRST_SPAN = 100_000

export interface ScanOptions<T> {
  fromBlock: number
  toBlock: number
  /** The span to start with (the one learned last time, else FIRST_SPAN). */
  span?: number
  fetchRange: (range: BlockRange) => Promise<readonly T[]>
  /** Whether an error is the node refusing the range for its size (not a fault to report). */
  isTooLarge: (error: unknown) => boolean
  /** Each range as it is served, in block order: for progress, and to keep what was read if a later range fails. */
  onRange?: (range: BlockRange, items: readonly T[], span: number) => void | Promise<void>
}

/**
 * Every item of [fromBlock, toBlock], in block order, and the span that served last. Rejects with the node's error
 * when it fails for another reason than size, or refuses even a single block.
 */
export async function scanRanges<T>(options: ScanOptions<T>): Promise<{ items: T[]; span: number }> {
  const { fromBlock, toBlock, fetchRange, isTooLarge, onRange } = options
  let span = Math.max(1, Math.min(MAX_SPAN, Math.floor(options.span ?? FIRST_SPAN)))
  // Once the node has refused a range, the span that it then served is kept: growing again would be refused again.
  let hasRefused = false
  const items: T[] = []
  let cursor = fromBlock
  while (cursor <= toBlock) {
    const range = { fromBlock: cursor, toBlock: Math.min(toBlock, cursor + span - 1) }
    let served: readonly T[]
    try {
      served = await fetchRange(range)
    } catch (error) {
      if (!isTooLarge(error) || span === 1) throw error
      hasRefused = true
      span = Math.max(1, Math.floor((range.toBlock - range.fromBlock + 1) / 2))
      continue
    }
    for (const item of served) items.push(item)
    cursor = range.toBlock + 1
    // Grown only after a full-span success: the short last range of a stretch says nothing about the node's cap.
    if (!hasRefused && range.toBlock - range.fromBlock + 1 === span) span = Math.min(MAX_SPAN, span * 2)
    await onRange?.(range, served, span)
  }
  return { items, span }
}
