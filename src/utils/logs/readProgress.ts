// What several history reads running side by side share: one progress over all of them, and the head's time that
// dates their points.
import type { Send } from './logHistory'

type OnProgress = (read: number, total: number) => void

/** Progress callbacks for `parts` reads (by index) that report the sum of their blocks read and to read. */
export function sumProgress(parts: number, onProgress: OnProgress | undefined): (index: number) => OnProgress {
  const progress = Array.from({ length: parts }, () => ({ read: 0, total: 0 }))
  return (index) => (read, total) => {
    progress[index] = { read, total }
    onProgress?.(
      progress.reduce((sum, part) => sum + part.read, 0),
      progress.reduce((sum, part) => sum + part.total, 0),
    )
  }
}

/** The time (seconds) of block `block`; rejects when the node does not give it. */
export async function headTimeOf(send: Send, block: number): Promise<number> {
  const head = (await send('eth_getBlockByNumber', [`0x${block.toString(16)}`, false])) as {
    timestamp?: string
  } | null
  const time = Number(head?.timestamp)
  if (!Number.isSafeInteger(time)) throw new Error('the head block has no time')
  return time
}
