// The block number updater's logic without React: the 100 ms debounce, and when to listen to the wallet
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

/** New-block events from the wallet count only when the wallet is on the chain the app shows. */
export function shouldSubscribeToWallet(walletChainId: number | undefined, activeChainId: number): boolean {
  return walletChainId === activeChainId
}
