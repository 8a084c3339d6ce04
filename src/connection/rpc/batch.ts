// Collects JSON-RPC requests for a short window and sends them as one batch, then answers each by id.
import { isRefusedRequest, RpcError, unexpectedResponseError } from './errors'

/** The spec's batch wait. */
export const BATCH_WAIT_MS = 50

/**
 * Methods sent alone, at once: a logs query's answer grows with the chain's history and a node may refuse it for its
 * size, so it must neither make the block's multicall batch wait for a large answer nor be answered in the same body.
 * A rider's query of a few blocks (a history's refresh) is the exception: its answer is as small as the block's.
 */
export const SENT_ALONE: ReadonlySet<string> = new Set(['eth_getLogs'])

/** The most blocks a rider's eth_getLogs may span and still ride in a batch. */
export const RIDER_LOGS_SPAN = 100

/** How long a rider waits for a batch to ride in before it goes in one of its own (a tab whose polls stopped). */
export const RIDER_MAX_WAIT_MS = 30_000

export interface JsonRpcRequest {
  readonly jsonrpc: '2.0'
  readonly id: number
  readonly method: string
  readonly params: readonly unknown[]
}

/** Posts one batch and returns the parsed JSON body, or throws the transport's error. */
export type SendBatch = (batch: readonly JsonRpcRequest[]) => Promise<unknown>

interface Pending {
  readonly request: JsonRpcRequest
  resolve(result: unknown): void
  reject(error: Error): void
}

interface ResponseObject {
  id?: unknown
  result?: unknown
  error?: { message?: unknown; code?: unknown; data?: unknown }
}

function isObject(value: unknown): value is ResponseObject {
  return typeof value === 'object' && value !== null
}

function toRpcError(error: NonNullable<ResponseObject['error']>): RpcError {
  const message = typeof error.message === 'string' ? error.message : 'Unknown JSON-RPC error'
  const code = typeof error.code === 'number' ? error.code : undefined
  return new RpcError(message, code, error.data)
}

/** A bare error object that answers none of the requests: the node refusing the batch as a whole. */
function refusesWhole(batch: readonly Pending[], body: unknown): body is ResponseObject & { error: object } {
  return (
    !Array.isArray(body) &&
    isObject(body) &&
    isObject(body.error) &&
    !batch.some(({ request }) => request.id === body.id)
  )
}

/** Settles every pending request from a batch response body; pure apart from the callbacks. */
export function settleBatch(batch: readonly Pending[], body: unknown): void {
  const responses = new Map<unknown, ResponseObject>()
  // A node may answer a one-element batch with a bare object; accept that as the same thing.
  const items: unknown[] = Array.isArray(body) ? body : isObject(body) ? [body] : []
  for (const item of items) if (isObject(item) && 'id' in item) responses.set(item.id, item)
  // The node refusing the batch: each caller gets its error.
  const wholeBatchError = refusesWhole(batch, body) ? body.error : undefined

  for (const { request, resolve, reject } of batch) {
    const response = responses.get(request.id)
    if (wholeBatchError) reject(toRpcError(wholeBatchError))
    else if (response && isObject(response.error)) reject(toRpcError(response.error))
    else if (response && 'result' in response) resolve(response.result)
    else reject(unexpectedResponseError(request.method, response))
  }
}

export interface RequestOptions {
  /**
   * Waits for the next batch that something else sends (the block poll's, every poll interval) and goes in it,
   * instead of starting a batch: a request that can wait a poll costs no request of its own.
   */
  rider?: boolean
}

export interface Batcher {
  request(method: string, params?: readonly unknown[], options?: RequestOptions): Promise<unknown>
}

export interface BatcherOptions {
  send: SendBatch
  waitMs?: number
  riderMaxWaitMs?: number
}

const quantity = (value: unknown) => (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value) ? Number(value) : NaN)

/** Whether a request must go alone: a logs query, unless a rider's spanning at most RIDER_LOGS_SPAN blocks. */
export function goesAlone(method: string, params: readonly unknown[], rider: boolean): boolean {
  if (!SENT_ALONE.has(method)) return false
  if (!rider) return true
  const filter = params[0] as { fromBlock?: unknown; toBlock?: unknown } | undefined
  const span = quantity(filter?.toBlock) - quantity(filter?.fromBlock) + 1
  return !(span >= 1 && span <= RIDER_LOGS_SPAN)
}

export function createBatcher({
  send,
  waitMs = BATCH_WAIT_MS,
  riderMaxWaitMs = RIDER_MAX_WAIT_MS,
}: BatcherOptions): Batcher {
  let queue: Pending[] = []
  let riders: Pending[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let riderTimer: ReturnType<typeof setTimeout> | undefined
  let nextId = 1

  function flush(): void {
    const [ordinary, riding] = [queue, riders]
    queue = []
    riders = []
    clearTimeout(timer)
    clearTimeout(riderTimer)
    timer = undefined
    riderTimer = undefined
    void dispatch([...ordinary, ...riding], ordinary.length > 0 && riding.length > 0 ? ordinary : undefined)
  }

  /**
   * Sends a batch and settles it. `ordinary`: the requests of it that did not ride; if the node refuses the batch as
   * a whole (a JSON-RPC error for none of them, or HTTP 400 or 413), they and the riders are sent again apart, so that
   * a node that will not take a rider (a logs query in a batch) never costs the block's reads. A node that is down
   * fails them together, as it would apart.
   */
  async function dispatch(batch: readonly Pending[], ordinary?: readonly Pending[]): Promise<void> {
    const apart = () => {
      const riding = batch.filter((pending) => !ordinary!.includes(pending))
      void dispatch(ordinary!)
      void dispatch(riding)
    }
    let body: unknown
    try {
      body = await send(batch.map((pending) => pending.request))
    } catch (error) {
      if (ordinary && isRefusedRequest(error)) return apart()
      const failure = error instanceof Error ? error : new RpcError(String(error))
      for (const pending of batch) pending.reject(failure)
      return
    }
    if (ordinary && refusesWhole(batch, body)) return apart()
    settleBatch(batch, body)
  }

  return {
    request(method, params = [], { rider = false } = {}) {
      return new Promise((resolve, reject) => {
        const pending = { request: { jsonrpc: '2.0' as const, id: nextId++, method, params }, resolve, reject }
        if (goesAlone(method, params, rider)) return void dispatch([pending])
        if (rider) {
          riders.push(pending)
          riderTimer ??= setTimeout(flush, riderMaxWaitMs)
          return
        }
        queue.push(pending)
        timer ??= setTimeout(flush, waitMs)
      })
    },
  }
}
