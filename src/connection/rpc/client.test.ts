import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { echoAnswer, fakeFetch, jsonResponse } from '@/test-support/fakeRpc'

import { BATCH_WAIT_MS } from './batch'
import { createRpcClient } from './client'
import { RpcError } from './errors'

describe('createRpcClient', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('answers eth_chainId locally without a request', async () => {
    const { fetch, calls } = fakeFetch(echoAnswer(() => '0x0'))
    const client = createRpcClient({ chainId: 1666600000, urls: ['http://a'], fetch })
    await expect(client.request({ method: 'eth_chainId' })).resolves.toBe('0x63564c40')
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS * 2)
    expect(calls).toHaveLength(0)
  })

  it('batches EIP-1193 requests into one POST', async () => {
    const { fetch, calls } = fakeFetch(echoAnswer((request) => `${request.method}:${JSON.stringify(request.params)}`))
    const client = createRpcClient({ chainId: 31337, urls: ['http://a'], fetch })
    const answers = Promise.all([
      client.request({ method: 'eth_blockNumber' }),
      client.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] }),
    ])
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS)
    expect(await answers).toEqual(['eth_blockNumber:[]', 'eth_getBalance:["0x1","latest"]'])
    expect(calls).toHaveLength(1)
  })

  it("surfaces a node's 'limit exceeded' for a logs query to its caller alone: the block's reads stand, same node", async () => {
    const limit = { code: -32005, message: 'limit exceeded' }
    const { fetch, calls } = fakeFetch((_url, batch) =>
      jsonResponse(
        batch.map(({ id, method }) => (method === 'eth_getLogs' ? { id, error: limit } : { id, result: method })),
      ),
    )
    const client = createRpcClient({ chainId: 31337, urls: ['http://a', 'http://b'], fetch })
    const logs = client.request({ method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: '0xa8c0' }] })
    const logsError = logs.catch((error: unknown) => error)
    const reads = Promise.all([client.request({ method: 'eth_blockNumber' }), client.request({ method: 'eth_call' })])
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS)
    expect(await reads).toEqual(['eth_blockNumber', 'eth_call'])
    const error = await logsError
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject(limit)
    // Two POSTs (the logs alone, then the block's batch), both to the preferred node, which keeps its place.
    const next = client.request({ method: 'eth_gasPrice' })
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS)
    await expect(next).resolves.toBe('eth_gasPrice')
    expect(calls.map(({ url, batch }) => `${url} ${batch.map((request) => request.method).join('+')}`)).toEqual([
      'http://a eth_getLogs',
      'http://a eth_blockNumber+eth_call',
      'http://a eth_gasPrice',
    ])
  })
})
