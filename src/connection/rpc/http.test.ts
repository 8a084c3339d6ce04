import { describe, expect, it } from 'vitest'

import { jsonResponse } from '@/test-support/fakeRpc'

import { type RpcError, TransportError } from './errors'
import { postBatch } from './http'

/** The error a call failed with, typed for assertions. */
function failure(promise: Promise<unknown>): Promise<RpcError> {
  return promise.then(
    () => Promise.reject(new Error('expected a failure')),
    (error: unknown) => error as RpcError,
  )
}

const batch = [{ jsonrpc: '2.0' as const, id: 1, method: 'eth_blockNumber', params: [] }]

describe('postBatch', () => {
  it('POSTs the batch as a JSON array and returns the parsed body', async () => {
    let seen: RequestInit | undefined
    const fetchFn = async (_url: string, init: RequestInit) => {
      seen = init
      return jsonResponse([{ id: 1, result: '0x1' }])
    }
    expect(await postBatch(fetchFn, 'http://node', batch)).toEqual([{ id: 1, result: '0x1' }])
    expect(seen?.method).toBe('POST')
    expect(JSON.parse(String(seen?.body))).toEqual(batch)
  })

  it("fails with 'Failed to send batch call' when the request cannot be sent", async () => {
    const error = await failure(postBatch(() => Promise.reject(new TypeError('fetch failed')), 'http://node', batch))
    expect(error).toBeInstanceOf(TransportError)
    expect(error.message).toBe('Failed to send batch call')
  })

  it("fails with '{status}: {statusText}' and code -32000 on a non-OK response", async () => {
    const busy = async () => new Response('busy', { status: 503, statusText: 'Service Unavailable' })
    const error = await failure(postBatch(busy, 'http://node', batch))
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toMatchObject({ message: '503: Service Unavailable', code: -32000 })
  })

  it("fails with 'Failed to parse JSON response' on a body that is not JSON", async () => {
    const error = await failure(postBatch(async () => new Response('<html>'), 'http://node', batch))
    expect(error).toBeInstanceOf(TransportError)
    expect(error.message).toBe('Failed to parse JSON response')
  })

  it('gives up on a node that never answers', async () => {
    const hang = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )
    const error = await failure(postBatch(hang, 'http://node', batch, 10))
    expect(error.message).toBe('Failed to send batch call')
  })
})
