import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { BATCH_WAIT_MS, createBatcher, type JsonRpcRequest, settleBatch } from './batch'
import { RpcError } from './errors'

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
})
