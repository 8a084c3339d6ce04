import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  BATCH_WAIT_MS,
  createBatcher,
  goesAlone,
  type JsonRpcRequest,
  RIDER_LOGS_SPAN,
  RIDER_MAX_WAIT_MS,
  settleBatch,
} from './batch'
import { httpStatusError, RpcError, TransportError } from './errors'

function pending(id: number, method = 'eth_blockNumber') {
  const request: JsonRpcRequest = { jsonrpc: '2.0', id, method, params: [] }
  return { request, resolve: vi.fn(), reject: vi.fn() }
}

describe('settleBatch', () => {
  it('matches responses to requests by id, whatever their order', () => {
    const a = pending(1)
    const b = pending(2)
    settleBatch(
      [a, b],
      [
        { jsonrpc: '2.0', id: 2, result: '0x2' },
        { jsonrpc: '2.0', id: 1, result: '0x1' },
      ],
    )
    expect(a.resolve).toHaveBeenCalledWith('0x1')
    expect(b.resolve).toHaveBeenCalledWith('0x2')
  })

  it('passes JSON-RPC error objects through with message, code and data', () => {
    const a = pending(1, 'eth_call')
    settleBatch([a], [{ jsonrpc: '2.0', id: 1, error: { message: 'execution reverted', code: 3, data: '0x08c3' } }])
    const error = a.reject.mock.calls[0][0] as RpcError
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ message: 'execution reverted', code: 3, data: '0x08c3' })
  })

  it("fails only the request an entry's error answers; the others get their results", () => {
    const [a, b, c] = [pending(1, 'eth_call'), pending(2, 'eth_getLogs'), pending(3)]
    const limit = { code: -32005, message: 'query returned more than 10000 results' }
    settleBatch(
      [a, b, c],
      [
        { id: 3, result: '0x3' },
        { id: 2, error: limit },
        { id: 1, result: '0x1' },
      ],
    )
    expect(a.resolve).toHaveBeenCalledWith('0x1')
    expect(c.resolve).toHaveBeenCalledWith('0x3')
    expect(b.reject.mock.calls[0][0]).toMatchObject({ message: limit.message, code: -32005 })
    expect([a.reject, c.reject, b.resolve].map((fn) => fn.mock.calls.length)).toEqual([0, 0, 0])
  })

  it("gives every request a bare error object's error when it answers none of them (the batch refused)", () => {
    const [a, b] = [pending(1), pending(2)]
    settleBatch([a, b], { jsonrpc: '2.0', id: null, error: { code: -32005, message: 'rate limited' } })
    for (const request of [a, b]) expect(request.reject.mock.calls[0][0]).toMatchObject({ message: 'rate limited' })
  })

  it('rejects a response with neither result nor error, and a missing response, as unexpected', () => {
    const a = pending(1, 'eth_getBalance')
    const b = pending(2, 'eth_call')
    settleBatch([a, b], [{ jsonrpc: '2.0', id: 1 }])
    expect(a.reject.mock.calls[0][0]).toMatchObject({
      message: 'Received unexpected JSON-RPC response to eth_getBalance request.',
      code: -32000,
    })
    expect(b.reject.mock.calls[0][0]).toMatchObject({
      message: 'Received unexpected JSON-RPC response to eth_call request.',
      code: -32000,
    })
  })

  it('treats a body that is not a batch as unexpected for every request', () => {
    const a = pending(1)
    settleBatch([a], 'nonsense')
    expect(a.reject.mock.calls[0][0]).toMatchObject({ code: -32000 })
  })

  it('accepts a null result', () => {
    const a = pending(1, 'eth_getTransactionReceipt')
    settleBatch([a], [{ jsonrpc: '2.0', id: 1, result: null }])
    expect(a.resolve).toHaveBeenCalledWith(null)
  })
})

describe('createBatcher', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('waits 50 ms and sends everything asked meanwhile as one batch', async () => {
    const send = vi.fn(async (batch: readonly JsonRpcRequest[]) =>
      batch.map((request) => ({ id: request.id, result: request.method })),
    )
    const batcher = createBatcher({ send })
    const first = batcher.request('eth_blockNumber')
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS - 1)
    const second = batcher.request('eth_getBalance', ['0xabc', 'latest'])
    expect(send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0][0]).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: ['0xabc', 'latest'] },
    ])
    await expect(first).resolves.toBe('eth_blockNumber')
    await expect(second).resolves.toBe('eth_getBalance')

    // A request after the flush opens a new window with fresh ids.
    const third = batcher.request('eth_gasPrice')
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS)
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1][0]).toEqual([{ jsonrpc: '2.0', id: 3, method: 'eth_gasPrice', params: [] }])
    await expect(third).resolves.toBe('eth_gasPrice')
  })

  it('sends eth_getLogs alone and at once, while the other requests still wait for their batch', async () => {
    const send = vi.fn(async (batch: readonly JsonRpcRequest[]) =>
      batch.map((request) => ({ id: request.id, result: request.method })),
    )
    const batcher = createBatcher({ send })
    const block = batcher.request('eth_blockNumber')
    const logs = batcher.request('eth_getLogs', [{ fromBlock: '0x1', toBlock: '0x2' }])
    const call = batcher.request('eth_call', [{}, 'latest'])
    await vi.advanceTimersByTimeAsync(0)
    expect(send.mock.calls.map(([batch]) => batch.map((request) => request.method))).toEqual([['eth_getLogs']])
    await expect(logs).resolves.toBe('eth_getLogs')
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS)
    expect(send.mock.calls[1][0].map((request) => request.method)).toEqual(['eth_blockNumber', 'eth_call'])
    await expect(Promise.all([block, call])).resolves.toEqual(['eth_blockNumber', 'eth_call'])
  })

  it('rejects every request of the batch with the transport error', async () => {
    const failure = new RpcError('Failed to send batch call')
    const batcher = createBatcher({ send: () => Promise.reject(failure) })
    const results = [batcher.request('a'), batcher.request('b')].map((promise) => promise.catch((error) => error))
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS)
    expect(await Promise.all(results)).toEqual([failure, failure])
  })

  const echo = () =>
    vi.fn(async (batch: readonly JsonRpcRequest[]) =>
      batch.map((request) => ({ id: request.id, result: request.method })),
    )
  const methodsSent = (send: ReturnType<typeof echo>) =>
    send.mock.calls.map(([batch]) => batch.map((request) => request.method))

  it('keeps a rider until another request starts a batch, then sends it in that batch', async () => {
    const send = echo()
    const batcher = createBatcher({ send })
    const history = batcher.request('eth_getBlockByNumber', ['0x10', false], { rider: true })
    const logs = batcher.request('eth_getLogs', [{ fromBlock: '0x11', toBlock: '0x20' }], { rider: true })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(send).not.toHaveBeenCalled()
    const poll = batcher.request('eth_blockNumber')
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS)
    expect(methodsSent(send)).toEqual([['eth_blockNumber', 'eth_getBlockByNumber', 'eth_getLogs']])
    await expect(Promise.all([poll, history, logs])).resolves.toEqual([
      'eth_blockNumber',
      'eth_getBlockByNumber',
      'eth_getLogs',
    ])
  })

  it('sends the block’s reads and the riders again apart when the node refuses the batch they made', async () => {
    const sent: string[][] = []
    const send = vi.fn(async (batch: readonly JsonRpcRequest[]) => {
      const methods = batch.map((request) => request.method)
      sent.push(methods)
      // A node that takes no logs query in a batch: refuses the whole body.
      if (methods.length > 1 && methods.includes('eth_getLogs'))
        return { id: null, error: { code: -32600, message: 'no' } }
      return batch.map((request) => ({ id: request.id, result: request.method }))
    })
    const batcher = createBatcher({ send })
    const logs = batcher.request('eth_getLogs', [{ fromBlock: '0x11', toBlock: '0x20' }], { rider: true })
    const poll = batcher.request('eth_blockNumber')
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS)
    await expect(Promise.all([poll, logs])).resolves.toEqual(['eth_blockNumber', 'eth_getLogs'])
    expect(sent).toEqual([['eth_blockNumber', 'eth_getLogs'], ['eth_blockNumber'], ['eth_getLogs']])
  })

  it('sends them apart again when the node refuses the body (HTTP 413), but fails them together when it is down', async () => {
    const sent: string[][] = []
    let down = false
    const send = vi.fn(async (batch: readonly JsonRpcRequest[]) => {
      sent.push(batch.map((request) => request.method))
      if (down) throw new TransportError('Failed to send batch call')
      if (batch.length > 1) throw httpStatusError(413, 'Payload Too Large')
      return [{ id: batch[0].id, result: batch[0].method }]
    })
    const batcher = createBatcher({ send })
    const ride = () => batcher.request('eth_getLogs', [{ fromBlock: '0x11', toBlock: '0x20' }], { rider: true })
    const logs = ride()
    const poll = batcher.request('eth_blockNumber')
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS)
    await expect(Promise.all([poll, logs])).resolves.toEqual(['eth_blockNumber', 'eth_getLogs'])
    expect(sent).toEqual([['eth_blockNumber', 'eth_getLogs'], ['eth_blockNumber'], ['eth_getLogs']])

    down = true
    const failed = [ride(), batcher.request('eth_blockNumber')].map((promise) => promise.catch((error) => error))
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS)
    expect((await Promise.all(failed)).map((error) => (error as Error).message)).toEqual([
      'Failed to send batch call',
      'Failed to send batch call',
    ])
    expect(sent).toHaveLength(4)
  })

  it('sends riders in a batch of their own when nothing else comes for RIDER_MAX_WAIT_MS', async () => {
    const send = echo()
    const batcher = createBatcher({ send })
    const rider = batcher.request('eth_getBlockByNumber', ['0x10', false], { rider: true })
    await vi.advanceTimersByTimeAsync(RIDER_MAX_WAIT_MS - 1)
    expect(send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(methodsSent(send)).toEqual([['eth_getBlockByNumber']])
    await expect(rider).resolves.toBe('eth_getBlockByNumber')
    // Its timer went with it: the next batch is an ordinary one.
    const poll = batcher.request('eth_blockNumber')
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS)
    expect(methodsSent(send)[1]).toEqual(['eth_blockNumber'])
    await expect(poll).resolves.toBe('eth_blockNumber')
  })

  it("sends a rider's long logs query alone and at once, as any other", async () => {
    const send = echo()
    const batcher = createBatcher({ send })
    const logs = batcher.request('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x1000' }], { rider: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(methodsSent(send)).toEqual([['eth_getLogs']])
    await expect(logs).resolves.toBe('eth_getLogs')
  })
})

describe('goesAlone', () => {
  const logs = (fromBlock: unknown, toBlock: unknown) => [{ address: ['0xabc'], fromBlock, toBlock }]

  it('sends every logs query alone unless a rider asks for a few blocks', () => {
    expect(goesAlone('eth_getLogs', logs('0x1', '0x2'), false)).toBe(true)
    expect(goesAlone('eth_getLogs', logs('0x1', '0x2'), true)).toBe(false)
    expect(goesAlone('eth_getLogs', logs('0x1', `0x${RIDER_LOGS_SPAN.toString(16)}`), true)).toBe(false)
    expect(goesAlone('eth_getLogs', logs('0x1', `0x${(RIDER_LOGS_SPAN + 1).toString(16)}`), true)).toBe(true)
    expect(goesAlone('eth_call', [{}, 'latest'], false)).toBe(false)
  })

  it("sends alone a rider's logs query whose span it cannot tell", () => {
    for (const params of [logs('0x1', 'latest'), logs(undefined, '0x2'), logs('0x5', '0x1'), [], [null]])
      expect(goesAlone('eth_getLogs', params, true)).toBe(true)
  })
})
