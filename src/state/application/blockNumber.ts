// The block number updater's logic without React: the 100 ms debounce, and when to poll after a new block
// (polling and the node's health are in polling.ts).

/** The spec's block number debounce. */
export const BLOCK_DEBOUNCE_MS = 100

export interface BlockDebouncer {
  push(blockNumber: number): void
  cancel(): void
}

/** Emits the highest block seen once no new block has arrived for `delayMs`: bursts become one update. */
export function createBlockDebouncer(
  onBlock: (blockNumber: number) => void,
  delayMs = BLOCK_DEBOUNCE_MS,
): BlockDebouncer {
  let highest: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    push(blockNumber) {
      if (!Number.isSafeInteger(blockNumber) || blockNumber < 0) return
      highest = highest === undefined ? blockNumber : Math.max(highest, blockNumber)
      clearTimeout(timer)
      timer = setTimeout(() => {
        const value = highest
        highest = undefined
        timer = undefined
        if (value !== undefined) onBlock(value)
      }, delayMs)
    },
    cancel() {
      clearTimeout(timer)
      timer = undefined
      highest = undefined
    },
  }
}

/**
 * The wait after a poll that brought a new block. A steady chain's next block is a block time away, so polling
 * again after the block time less a quarter of the interval skips the polls that would find nothing: each poll
 * then lands a quarter interval earlier after its block until one comes too early, and the extra poll one interval
 * later sees that block. About 1.25 polls per block, and each block still seen within one interval. Never below
 * the chain's interval (15 s on Findora's 16 s blocks stays 15 s).
 */
export function pollDelayAfterNewBlock(blockTimeMs: number, intervalMs: number): number {
  return Math.max(intervalMs, blockTimeMs - intervalMs / 4)
}
