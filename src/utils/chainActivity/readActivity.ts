// The account's history on a chain, from logs alone: the transactions in which it sent or received a token, approved,
// wrapped, staked, delegated or voted (three log queries), each then read whole (receipt, value, block time) and
// told apart by classify. What was read is kept in the history store: a visit after the first reads only new blocks
// and new transactions.
import type { HistoryStore } from '@/utils/logs/historyStore'
import { readLogHistories, REORG_DEPTH, type Send } from '@/utils/logs/logHistory'
import { isRawLog, type LogQuery, pickLog, type RawLog } from '@/utils/logs/types'

import { classify } from './classify'
import { accountLogQueries, topicAddress, TOPICS } from './events'
import type { ChainActivity, ChainTransaction, KnownContracts } from './types'

/** Transactions read at once: the read client sends them as one batch each. */
const TRANSACTIONS_PER_BATCH = 25

const hex = (value: number) => `0x${value.toString(16)}`
const isHash = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
const isAddress = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

/** The log queries of an account's history; the governor's votes name the voter only in their data. */
export function activityQueries(account: string, contracts: KnownContracts): LogQuery[] {
  const queries = accountLogQueries(account)
  if (contracts.governor) queries.push({ address: [contracts.governor], topics: [TOPICS.voteCast] })
  return queries
}

function isChainTransaction(value: unknown): value is ChainTransaction {
  if (typeof value !== 'object' || value === null) return false
  const tx = value as Record<string, unknown>
  return (
    isHash(tx.hash) &&
    isAddress(tx.from) &&
    (tx.to === null || isAddress(tx.to)) &&
    typeof tx.value === 'string' &&
    /^\d+$/.test(tx.value) &&
    (tx.status === 0 || tx.status === 1) &&
    Number.isSafeInteger(tx.blockNumber) &&
    Number.isSafeInteger(tx.timestamp) &&
    Array.isArray(tx.logs) &&
    tx.logs.every(isRawLog)
  )
}

interface ReceiptAnswer {
  from?: unknown
  to?: unknown
  status?: unknown
  blockNumber?: unknown
  logs?: unknown
}

/** One transaction from the node, or undefined when it does not know it (yet) or answers something malformed. */
async function fetchTransaction(send: Send, hash: string, blockTimes: Map<number, Promise<number>>) {
  const [receipt, transaction] = (await Promise.all([
    send('eth_getTransactionReceipt', [hash]),
    send('eth_getTransactionByHash', [hash]),
  ])) as [ReceiptAnswer | null, { value?: unknown } | null]
  if (!receipt || !transaction || typeof receipt.blockNumber !== 'string') return undefined
  const blockNumber = Number(receipt.blockNumber)
  if (!blockTimes.has(blockNumber))
    blockTimes.set(
      blockNumber,
      send('eth_getBlockByNumber', [hex(blockNumber), false]).then((block) =>
        Number((block as { timestamp?: string } | null)?.timestamp),
      ),
    )
  const candidate = {
    hash,
    from: receipt.from,
    to: receipt.to ?? null,
    value: typeof transaction.value === 'string' ? BigInt(transaction.value).toString() : undefined,
    // A receipt without a status is from before Byzantium: it succeeded.
    status: receipt.status === undefined || receipt.status === null ? 1 : Number(receipt.status),
    blockNumber,
    timestamp: await blockTimes.get(blockNumber)!,
    logs: Array.isArray(receipt.logs) ? receipt.logs.filter(isRawLog).map(pickLog) : undefined,
  }
  return isChainTransaction(candidate) ? candidate : undefined
}

export interface ActivityRead {
  chainId: number
  account: string
  contracts: KnownContracts
  latest: number
  send: Send
  store: HistoryStore
  onProgress?: (read: number, total: number) => void
}

/** Where the history store keeps a transaction. */
export const transactionHistoryKey = (chainId: number, hash: string) => `tx:${chainId}:${hash.toLowerCase()}`

/** The transactions `hashes` name, from the store where kept, else from the node (then kept once final). */
export async function readTransactions(
  read: Omit<ActivityRead, 'account' | 'contracts'>,
  hashes: readonly string[],
): Promise<ChainTransaction[]> {
  const { chainId, latest, send, store } = read
  const keyOf = (hash: string) => transactionHistoryKey(chainId, hash)
  const kept = await store.getMany(hashes.map(keyOf))
  const found: ChainTransaction[] = []
  const missing: string[] = []
  for (const hash of hashes) {
    const value = kept.get(keyOf(hash))
    if (isChainTransaction(value)) found.push(value)
    else missing.push(hash)
  }
  const blockTimes = new Map<number, Promise<number>>()
  for (let start = 0; start < missing.length; start += TRANSACTIONS_PER_BATCH) {
    const batch = missing.slice(start, start + TRANSACTIONS_PER_BATCH)
    const fetched = (await Promise.all(batch.map((hash) => fetchTransaction(send, hash, blockTimes)))).filter(
      (tx): tx is ChainTransaction => tx !== undefined,
    )
    found.push(...fetched)
    const final = fetched.filter((tx) => tx.blockNumber <= latest - REORG_DEPTH)
    if (final.length) await store.putMany(final.map((tx) => [keyOf(tx.hash), tx] as const))
  }
  return found
}

/** The account's transactions on the chain, newest first, each told apart. */
export async function readAccountActivity(read: ActivityRead): Promise<ChainActivity[]> {
  const { account, contracts } = read
  const results = await readLogHistories({ ...read, fromBlock: 0 }, activityQueries(account, contracts))
  const owner = account.toLowerCase()
  const isAccountLog = (log: RawLog) =>
    log.topics[0] !== TOPICS.voteCast || topicAddress(log.data.slice(0, 66)) === owner
  const hashes = [
    ...new Set(
      results
        .flat()
        .filter(isAccountLog)
        .map((log) => log.transactionHash.toLowerCase()),
    ),
  ]
  const transactions = await readTransactions(read, hashes)
  return transactions.map((tx) => classify(tx, account, contracts)).sort((a, b) => b.blockNumber - a.blockNumber)
}
