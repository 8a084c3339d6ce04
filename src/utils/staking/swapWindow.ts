// The last day of a pair's Swap events, kept up to date with small getLogs ranges: which blocks to ask for next, and
// the window after an answer (new events appended, those older than a day dropped).
import { dayStartBlock, type SwapInputs } from './feeApr'

export interface SwapWindow {
  /** Blocks [fromBlock, toBlock] the node served; `swaps` are every Swap event in them. */
  fromBlock: number
  toBlock: number
  swaps: readonly SwapInputs[]
}

/** The blocks to ask the node for: the whole day without a window, else only those after it; undefined when none. */
export function nextLogRange(
  window: SwapWindow | undefined,
  latestBlock: number,
  blockTime: number,
): { fromBlock: number; toBlock: number } | undefined {
  const dayStart = dayStartBlock(latestBlock, blockTime)
  if (dayStart === undefined) return undefined
  if (!window || window.toBlock < dayStart - 1) return { fromBlock: dayStart, toBlock: latestBlock }
  if (window.toBlock >= latestBlock) return undefined
  return { fromBlock: window.toBlock + 1, toBlock: latestBlock }
}

/** The window once the node served `range`: a range that does not continue the window replaces it. */
export function advanceWindow(
  window: SwapWindow | undefined,
  range: { fromBlock: number; toBlock: number },
  swaps: readonly SwapInputs[],
  blockTime: number,
): SwapWindow {
  const dayStart = dayStartBlock(range.toBlock, blockTime) ?? range.fromBlock
  const continues = window !== undefined && range.fromBlock === window.toBlock + 1
  const all = continues ? [...window.swaps, ...swaps] : [...swaps]
  return {
    fromBlock: Math.max(continues ? window.fromBlock : range.fromBlock, dayStart),
    toBlock: range.toBlock,
    swaps: all.filter((swap) => swap.blockNumber >= dayStart && swap.blockNumber <= range.toBlock),
  }
}
