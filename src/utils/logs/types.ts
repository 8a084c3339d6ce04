// Logs as a node sends them (eth_getLogs and receipts, raw JSON) and the queries the history reads.

/** A log as the node sends it: hex quantities, lowercase or checksummed addresses. */
export interface RawLog {
  address: string
  blockNumber: string
  transactionHash: string
  logIndex: string
  data: string
  topics: string[]
}

/** An eth_getLogs filter without its block range: contracts (any when absent) and topics (null matches any). */
export interface LogQuery {
  address?: string[]
  topics: (string | string[] | null)[]
}

/** A stable name for a query, the same for the same filter written in another case or order of addresses. */
export function queryKey(query: LogQuery): string {
  const lower = (value: string | string[] | null) =>
    value === null ? null : Array.isArray(value) ? value.map((item) => item.toLowerCase()).sort() : value.toLowerCase()
  return JSON.stringify({
    address: query.address?.map((item) => item.toLowerCase()).sort() ?? null,
    topics: query.topics.map(lower),
  })
}

const HEX = /^0x[0-9a-fA-F]*$/
const isHex = (value: unknown): value is string => typeof value === 'string' && HEX.test(value)

/** Whether `value` has a log's shape: what a node or the cache hands over is checked before it is used. */
export function isRawLog(value: unknown): value is RawLog {
  if (typeof value !== 'object' || value === null) return false
  const log = value as Record<string, unknown>
  return (
    isHex(log.address) &&
    isHex(log.blockNumber) &&
    isHex(log.transactionHash) &&
    isHex(log.logIndex) &&
    isHex(log.data) &&
    Array.isArray(log.topics) &&
    log.topics.every(isHex)
  )
}

/** Only the fields the app reads, so that a cached log holds no more than it needs. */
export function pickLog(log: RawLog): RawLog {
  const { address, blockNumber, transactionHash, logIndex, data, topics } = log
  return { address, blockNumber, transactionHash, logIndex, data, topics }
}
