// A logs range asked for in parts when the node refuses it whole: many nodes cap eth_getLogs at a few thousand blocks
// or results, below a day of blocks. Each refused range is split in two, down to MAX_LOG_PARTS parts; a node that
// refuses even those leaves the logs unserved.

export interface BlockRange {
  fromBlock: number
  toBlock: number
}

/**
 * At most this many parts of one range: up to 1 + 2 + 4 + 8 = 15 requests for a node with a small cap, once (later
 * reads are a few blocks); a node that refuses every part stops it after 4 (the first part of each size).
 */
export const MAX_LOG_PARTS = 8

/** The two halves of a range, the first one the larger; undefined for a single block. */
export function halves({ fromBlock, toBlock }: BlockRange): [BlockRange, BlockRange] | undefined {
  if (toBlock <= fromBlock) return undefined
  const middle = fromBlock + Math.floor((toBlock - fromBlock) / 2)
  return [
    { fromBlock, toBlock: middle },
    { fromBlock: middle + 1, toBlock },
  ]
}

/**
 * Every item `fetchRange` gives for `range`, in block order: the whole range first, then, when `isTooLarge` says the
 * node refused it for its size, each half in turn (one after the other, not to burst the node). Other errors, and a
 * refusal beyond `maxParts`, reject.
 */
export async function fetchInParts<T>(
  range: BlockRange,
  fetchRange: (range: BlockRange) => Promise<readonly T[]>,
  isTooLarge: (error: unknown) => boolean,
  maxParts = MAX_LOG_PARTS,
): Promise<T[]> {
  try {
    return [...(await fetchRange(range))]
  } catch (error) {
    const parts = halves(range)
    if (!parts || maxParts < 2 || !isTooLarge(error)) throw error
    const results: T[] = []
    for (const part of parts) results.push(...(await fetchInParts(part, fetchRange, isTooLarge, maxParts / 2)))
    return results
  }
}
