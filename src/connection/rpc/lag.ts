// Nodes that disagree: behind a load balancer, or among a chain's RPC URLs, one node often trails the others by a
// few blocks. Its answers are true but old: a quote from its reserves would be older than one already shown. The
// fallback sender reads the head each answer reports (the block poll asks for it in every batch) and demotes a node
// that trails the highest head any of the chain's nodes reported.
import type { JsonRpcRequest } from './batch'

/** Blocks a node may trail the highest head seen before its answers are refused as lagging. */
export const LAG_TOLERANCE_BLOCKS = 2

/** How often a chain with several URLs asks the ones it is not using for their head, to learn that it trails them. */
export const LAG_CHECK_MS = 30_000

/** Whether a request asks for the chain's head: the block number, or the latest block. */
export function asksHead(request: Pick<JsonRpcRequest, 'method' | 'params'>): boolean {
  return (
    request.method === 'eth_blockNumber' ||
    (request.method === 'eth_getBlockByNumber' && request.params[0] === 'latest')
  )
}

/** A JSON-RPC quantity small enough to be a safe integer (a block number, a chain id), else undefined. */
export function quantityOf(value: unknown): number | undefined {
  return typeof value === 'string' && /^0x[0-9a-f]{1,13}$/i.test(value) ? Number(value) : undefined
}

function blockNumberOf(result: unknown): number | undefined {
  return quantityOf(typeof result === 'object' && result !== null ? (result as { number?: unknown }).number : result)
}

/** The head a node reported in its answer to a batch (the highest, if it was asked twice), if the batch asked. */
export function reportedHead(batch: readonly JsonRpcRequest[], body: unknown): number | undefined {
  const ids = new Set(batch.filter(asksHead).map((request) => request.id))
  if (ids.size === 0 || !Array.isArray(body)) return undefined
  let head: number | undefined
  for (const answer of body as unknown[]) {
    if (typeof answer !== 'object' || answer === null) continue
    const { id, result } = answer as { id?: unknown; result?: unknown }
    if (typeof id !== 'number' || !ids.has(id)) continue
    const number = blockNumberOf(result)
    if (number !== undefined) head = Math.max(head ?? number, number)
  }
  return head
}

/** Whether a node that reported `head` trails `highest` (the highest head any node reported) by too much. */
export function isLagging(head: number | undefined, highest: number | undefined): boolean {
  return head !== undefined && highest !== undefined && highest - head > LAG_TOLERANCE_BLOCKS
}
