// Collects JSON-RPC requests for a short window and sends them as one batch, then answers each by id.
import { RpcError, unexpectedResponseError } from './errors'

/** The spec's batch wait. */
export const BATCH_WAIT_MS = 50

/**
 * Methods sent alone, at once: a logs query's answer grows with the chain's history and a node may refuse it for its
 * size, so it must neither make the block's multicall batch wait for a large answer nor be answered in the same body.
 */
export const SENT_ALONE: ReadonlySet<string> = new Set(['eth_getLogs'])

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

/** Settles every pending request from a batch response body; pure apart from the callbacks. */
export function settleBatch(batch: readonly Pending[], body: unknown): void {
  const responses = new Map<unknown, ResponseObject>()
  // A node may answer a one-element batch with a bare object; accept that as the same thing.
  const items: unknown[] = Array.isArray(body) ? body : isObject(body) ? [body] : []
  for (const item of items) if (isObject(item) && 'id' in item) responses.set(item.id, item)
  // A bare error object that answers none of the requests is the node refusing the batch: each caller gets its error.
  const refusal = !Array.isArray(body) && isObject(body) && !batch.some(({ request }) => request.id === body.id)
  const wholeBatchError = refusal && isObject(body.error) ? body.error : undefined

  for (const { request, resolve, reject } of batch) {
    const response = responses.get(request.id)
    if (wholeBatchError) reject(toRpcError(wholeBatchError))
    else if (response && isObject(response.error)) reject(toRpcError(response.error))
    else if (response && 'result' in response) resolve(response.result)
    else reject(unexpectedResponseError(request.method, response))
  }
}

export interface Batcher {
  request(method: string, params?: readonly unknown[]): Promise<unknown>
}

export interface BatcherOptions {
  send: SendBatch
  waitMs?: number
}

export function createBatcher({ send, waitMs = BATCH_WAIT_MS }: BatcherOptions): Batcher {
  let queue: Pending[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let nextId = 1

  function flush(): void {
    const batch = queue
    queue = []
    timer = undefined
    void dispatch(batch)
  }

  async function dispatch(batch: readonly Pending[]): Promise<void> {
    let body: unknown
    try {
      body = await send(batch.map((pending) => pending.request))
    } catch (error) {
      const failure = error instanceof Error ? error : new RpcError(String(error))
      for (const pending of batch) pending.reject(failure)
      return
    }
    settleBatch(batch, body)
  }

  return {
    request(method, params = []) {
      return new Promise((resolve, reject) => {
        const pending = { request: { jsonrpc: '2.0' as const, id: nextId++, method, params }, resolve, reject }
        if (SENT_ALONE.has(method)) return void dispatch([pending])
        queue.push(pending)
        timer ??= setTimeout(flush, waitMs)
      })
    },
  }
}
