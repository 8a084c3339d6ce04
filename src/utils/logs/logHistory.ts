// A query's logs from a start block to the latest, read once and then only for the blocks since: what was read is
// kept in the history store (per chain and query) up to REORG_DEPTH blocks below the head, whose logs a reorg could
// still replace; those few are read again each time.
import { isQueryTooLarge } from '@/connection/rpc/queryTooLarge'

import type { HistoryStore } from './historyStore'
import { scanRanges } from './scan'
import { isRawLog, type LogQuery, pickLog, queryKey, type RawLog } from './types'

/** Blocks below the head whose logs are not kept: a reorg deeper than this on a chain the app serves is not expected. */
export const REORG_DEPTH = 12
/** How often a long first read keeps what it has read so far, so that a closed tab does not lose it all. */
const SAVE_EVERY_MS = 2_000

export type Send = (method: string, params: unknown[]) => Promise<unknown>

interface KeptLogs {
  fromBlock: number
  /** The last block read and kept, and its hash: a chain reset or a reorg below it makes the kept logs stale. */
  toBlock: number
  toBlockHash: string
  /** The span the node served last: the next read starts with it. */
  span: number
  logs: RawLog[]
}

function isKeptLogs(value: unknown): value is KeptLogs {
  if (typeof value !== 'object' || value === null) return false
  const kept = value as Record<string, unknown>
  return (
    Number.isSafeInteger(kept.fromBlock) &&
    Number.isSafeInteger(kept.toBlock) &&
    typeof kept.toBlockHash === 'string' &&
    Number.isSafeInteger(kept.span) &&
    Array.isArray(kept.logs) &&
    kept.logs.every(isRawLog)
  )
}

const hex = (block: number) => `0x${block.toString(16)}`

async function blockHash(send: Send, block: number): Promise<string | undefined> {
  const answer = (await send('eth_getBlockByNumber', [hex(block), false])) as { hash?: unknown } | null
  return typeof answer?.hash === 'string' ? answer.hash : undefined
}

export interface LogHistoryRead {
  chainId: number
  query: LogQuery
  fromBlock: number
  latest: number
  send: Send
  store: HistoryStore
  /** Blocks read of those to read, as ranges are served. */
  onProgress?: (read: number, total: number) => void
}

export const logHistoryKey = (chainId: number, query: LogQuery) => `logs:${chainId}:${queryKey(query)}`

/** Every log of the query from `fromBlock` to `latest`, in block order. Rejects as the node does (see scanRanges). */
export async function readLogHistory(read: LogHistoryRead): Promise<RawLog[]> {
  const { chainId, query, fromBlock, latest, send, store, onProgress } = read
  const key = logHistoryKey(chainId, query)
  const stored = (await store.getMany([key])).get(key)
  const candidate =
    isKeptLogs(stored) && stored.fromBlock === fromBlock && stored.toBlock <= latest ? stored : undefined
  const kept = candidate && (await blockHash(send, candidate.toBlock)) === candidate.toBlockHash ? candidate : undefined
  const start = kept ? kept.toBlock + 1 : fromBlock
  const stableTo = latest - REORG_DEPTH
  const logs: RawLog[] = kept ? [...kept.logs] : []
  const total = latest - start + 1
  onProgress?.(0, total)
  let lastSave = Date.now()
  const save = async (toBlock: number, span: number) => {
    const toBlockHash = await blockHash(send, toBlock)
    if (!toBlockHash) return
    const logsKept = logs.filter((log) => Number(log.blockNumber) <= toBlock)
    const keep: KeptLogs = { fromBlock, toBlock, toBlockHash, span, logs: logsKept }
    await store.putMany([[key, keep]])
  }

  const fetchRange = async ({ fromBlock: from, toBlock: to }: { fromBlock: number; toBlock: number }) => {
    const answer = await send('eth_getLogs', [{ ...query, fromBlock: hex(from), toBlock: hex(to) }])
    if (!Array.isArray(answer)) throw new Error('eth_getLogs answered no list')
    // A malformed entry is dropped, not trusted: what the node sends is checked like any input.
    return answer.filter(isRawLog).map(pickLog)
  }
  const { span } = await scanRanges({
    fromBlock: start,
    toBlock: latest,
    span: kept?.span,
    fetchRange,
    isTooLarge: isQueryTooLarge,
    onRange: async (range, items, nextSpan) => {
      for (const log of items) logs.push(log)
      onProgress?.(range.toBlock - start + 1, total)
      if (range.toBlock <= stableTo && Date.now() - lastSave >= SAVE_EVERY_MS) {
        lastSave = Date.now()
        await save(range.toBlock, nextSpan)
      }
    },
  })
  if (stableTo >= start && stableTo >= 0) await save(stableTo, span)
  return logs
}
