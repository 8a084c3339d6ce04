import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { echoAnswer, fakeFetch } from '@/test-support/fakeRpc'

import { BATCH_WAIT_MS } from './batch'
import { createRpcClient } from './client'

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
})
