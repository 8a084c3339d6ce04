// The block number updater's logic without React: polling, the 100 ms debounce, and when to listen to the wallet.

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

export interface PollingOptions {
  fetchBlockNumber: () => Promise<number>
  intervalMs: number
  onBlock: (blockNumber: number) => void
  onError?: (error: unknown) => void
}

/** Asks at once, then `intervalMs` after each answer (never two requests in flight); returns stop. */
export function startBlockPolling({ fetchBlockNumber, intervalMs, onBlock, onError }: PollingOptions): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const poll = async () => {
    try {
      const blockNumber = await fetchBlockNumber()
      if (!stopped) onBlock(blockNumber)
    } catch (error) {
      if (!stopped) onError?.(error)
    }
    if (!stopped) timer = setTimeout(() => void poll(), intervalMs)
  }
  void poll()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}

/** New-block events from the wallet count only when the wallet is on the chain the app shows. */
export function shouldSubscribeToWallet(walletChainId: number | undefined, activeChainId: number): boolean {
  return walletChainId === activeChainId
}
