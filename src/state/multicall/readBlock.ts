// Which block a value made of several reads shows the chain at, and whether that includes a given block: a value
// taken from reads of the block before a transaction may be the one the transaction changed (issue 25).
import type { CallState } from './types'

/** The block the oldest of `reads` was read at (what they show together); undefined while any has no result. */
export function oldestRead(reads: readonly CallState[]): number | undefined {
  let oldest: number | undefined
  for (const read of reads) {
    if (read.blockNumber === undefined) return undefined
    if (oldest === undefined || read.blockNumber < oldest) oldest = read.blockNumber
  }
  return oldest
}

/** Whether reads made at `readBlock` include `block`: always without a block to wait for, never without a read. */
export function readIncludes(readBlock: number | undefined, block: number | undefined): boolean {
  return block === undefined || (readBlock !== undefined && readBlock >= block)
}
