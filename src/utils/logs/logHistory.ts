// A query's logs from a start block to the latest, read once and then only for the blocks since: what was read is
// kept in the history store (per chain and query) up to REORG_DEPTH blocks below the head, whose logs a reorg could
// still replace; those few are read again each time.
import { isQueryTooLarge } from '@/connection/rpc/queryTooLarge'

import type { HistoryStore } from './historyStore'
import { sumProgress } from './readProgress'
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

/** A kept part that turned out not to be the chain's any more: the read under way on top of it stops. */
class StaleKeptLogs extends Error {}

/**
 * Every log of the query from `fromBlock` to `latest`, in block order. Rejects as the node does (see scanRanges).
 * A refresh costs one round trip: the kept block's hash (is it still the chain's?), the logs since it and the hash
 * of the block to keep to are asked together, the logs on the belief that the kept part stands; when it does not (a
 * reset chain, a reorg deeper than REORG_DEPTH), that read is dropped and the whole stretch is read again.
 */
export async function readLogHistory(read: LogHistoryRead): Promise<RawLog[]> {
  const key = logHistoryKey(read.chainId, read.query)
  const stored = (await read.store.getMany([key])).get(key)
  const kept =
    isKeptLogs(stored) && stored.fromBlock === read.fromBlock && stored.toBlock <= read.latest ? stored : undefined
  if (kept) {
    const keptStands = blockHash(read.send, kept.toBlock).then((hash) => hash === kept.toBlockHash)
    try {
      return await readOnto(read, key, kept, keptStands)
    } catch (error) {
      if (!(error instanceof StaleKeptLogs)) throw error
    }
  }
  return readOnto(read, key, undefined, Promise.resolve(true))
}

async function readOnto(
  { query, fromBlock, latest, send, store, onProgress }: LogHistoryRead,
  key: string,
  kept: KeptLogs | undefined,
  keptStands: Promise<boolean>,
): Promise<RawLog[]> {
  const start = kept ? kept.toBlock + 1 : fromBlock
  const stableTo = latest - REORG_DEPTH
  // Asked now, with the first range: the block the read will be kept to.
  const stableHash = stableTo >= start && stableTo >= 0 ? blockHash(send, stableTo) : undefined
  stableHash?.catch(() => undefined)
  const logs: RawLog[] = kept ? [...kept.logs] : []
  const total = latest - start + 1
  onProgress?.(0, total)
  let lastSave = Date.now()
  const save = async (toBlock: number, span: number, hash?: Promise<string | undefined>) => {
    const toBlockHash = await (hash ?? blockHash(send, toBlock))
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
      // Nothing is read further, or kept, on top of a part that is not the chain's.
      if (!(await keptStands)) throw new StaleKeptLogs()
      for (const log of items) logs.push(log)
      onProgress?.(range.toBlock - start + 1, total)
      if (range.toBlock <= stableTo && Date.now() - lastSave >= SAVE_EVERY_MS) {
        lastSave = Date.now()
        await save(range.toBlock, nextSpan)
      }
    },
  })
  if (!(await keptStands)) throw new StaleKeptLogs()
  if (stableHash) await save(stableTo, span, stableHash)
  return logs
}

/** Every log of each query from `fromBlock`, read side by side with one progress over all of them. */
export async function readLogHistories(
  read: Omit<LogHistoryRead, 'query'>,
  queries: readonly LogQuery[],
): Promise<RawLog[][]> {
  const progress = sumProgress(queries.length, read.onProgress)
  return Promise.all(queries.map((query, index) => readLogHistory({ ...read, query, onProgress: progress(index) })))
}
