// A read of the chain's history (logs and what they lead to), kept up to date: read once in full when `key` is first
// asked for (with progress), then every HISTORY_REFRESH_MS and after a reorg for the blocks since, from the history
// store. A refresh's requests ride in the next block poll's batch (ReadProvider.sendWithBlockPoll), so that a page
// showing history still costs the node one request a block. A refresh waits for a read under way rather than start
// a second one (a first read can take long). A node that does not serve the history leaves the last value with the
// status 'unserved'; the next refresh tries again.
import { useEffect, useRef, useState } from 'react'

import { useReadProvider } from '@/connection/readProviderHook'
import { useChainReorgs, useLatestBlock } from '@/state/application/hooks'
import type { HistoryStore } from '@/utils/logs/historyStore'
import type { Send } from '@/utils/logs/logHistory'

/** How often the history is read again for new blocks while it is shown. */
export const HISTORY_REFRESH_MS = 10_000

export type HistoryRead<T> =
  | { status: 'loading'; progress: number; value: T | undefined }
  | { status: 'ready'; value: T }
  | { status: 'unserved'; value: T | undefined }

export interface HistoryReadContext {
  /** The head the read goes to. */
  latest: number
  send: Send
  store: HistoryStore
  onProgress: (read: number, total: number) => void
}

const LOADING = { status: 'loading', progress: 0, value: undefined } as const

/** `read`'s status with a value made from it: still loading (all read) while the value waits for something else. */
export function withHistoryValue<T>(read: HistoryRead<unknown>, value: T | undefined): HistoryRead<T> {
  if (read.status === 'unserved') return { status: 'unserved', value }
  if (read.status === 'ready' && value !== undefined) return { status: 'ready', value }
  return { status: 'loading', progress: read.status === 'loading' ? read.progress : 1, value }
}

/** `read` for `key` (undefined: nothing to read); `read` must change only with `key`. */
export function useHistoryRead<T>(
  key: string | undefined,
  read: (context: HistoryReadContext) => Promise<T>,
): HistoryRead<T> {
  const provider = useReadProvider()
  // The head is taken as a read starts: the page showing the history does not render again for every block.
  const { hasBlock, latestBlock } = useLatestBlock()
  const reorgs = useChainReorgs()
  const [state, setState] = useState<{ key: string; read: HistoryRead<T> }>()
  const [tick, setTick] = useState(0)
  const reading = useRef<string | undefined>(undefined)
  const shownKey = useRef(key)
  shownKey.current = key
  const readRef = useRef(read)
  readRef.current = read
  /** The key whose first read has ended: its next reads are refreshes. */
  const readOnce = useRef<string | undefined>(undefined)

  // Nothing to read, nothing to refresh: a page that reads history only at times (a recipient's check) does not
  // render again every ten seconds for nothing.
  const isReading = key !== undefined
  useEffect(() => {
    if (!isReading) return undefined
    const timer = setInterval(() => setTick((value) => value + 1), HISTORY_REFRESH_MS)
    return () => clearInterval(timer)
  }, [isReading])

  useEffect(() => {
    const head = latestBlock()
    if (key === undefined || !hasBlock || head === undefined || reading.current === key) return
    reading.current = key
    const refresh = readOnce.current === key
    const isShown = () => shownKey.current === key
    setState((previous) => (previous?.key === key ? previous : { key, read: LOADING }))
    void (async () => {
      try {
        const value = await readRef.current({
          latest: head,
          send: refresh
            ? (method, params) => provider.sendWithBlockPoll(method, params)
            : (method, params) => provider.send(method, params),
          // The store (IndexedDB) loads with the first read: a page that never reads history does not carry it.
          store: await (await import('@/utils/logs/historyStore')).historyStore(),
          onProgress: (done, total) =>
            setState((previous) =>
              isShown() && previous?.key === key && previous.read.status === 'loading'
                ? { key, read: { ...previous.read, progress: total > 0 ? done / total : 1 } }
                : previous,
            ),
        })
        if (isShown()) setState({ key, read: { status: 'ready', value } })
      } catch (error) {
        console.warn('The chain history was not served', error)
        if (isShown())
          setState((previous) => ({
            key,
            read: { status: 'unserved', value: previous?.key === key ? previous.read.value : undefined },
          }))
      } finally {
        readOnce.current = key
        if (reading.current === key) reading.current = undefined
      }
    })()
  }, [key, provider, hasBlock, latestBlock, tick, reorgs])

  return state && state.key === key ? state.read : LOADING
}
