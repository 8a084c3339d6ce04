import { describe, expect, it } from 'vitest'

import { answerSaysEndpointUnusable, isEndpointUnusable } from './unusable'

describe('isEndpointUnusable', () => {
  it.each([
    [{ code: -32601, message: 'the method eth_foo does not exist/is not available' }],
    [{ code: -32004, message: 'Method not supported' }],
    [{ code: -32005, message: 'limit exceeded' }],
    [{ code: -32046, message: 'Cannot fulfill request' }],
    [{ code: -32002, message: 'Resource unavailable' }],
    [{ code: 429, message: 'Too Many Requests' }],
    [{ code: -32000, message: 'daily request count exceeded, request rate limited' }],
    [{ code: -32603, message: 'Rate limit reached' }],
    [{ message: 'too many requests, please slow down' }],
    [{ code: -32000, message: 'method eth_getLogs not supported' }],
  ])('says %j is the endpoint', (error) => {
    expect(isEndpointUnusable(error)).toBe(true)
  })

  it.each([
    [{ code: 3, message: 'execution reverted: UniswapV2: K', data: '0x08c379a0' }],
    [{ code: -32000, message: 'execution reverted' }],
    [{ code: -32000, message: 'header not found' }],
    [{ code: -32602, message: 'invalid argument 0: hex string has length 3' }],
    [{ code: -32603, message: 'Internal error' }],
    [{ code: -32000, message: 'nonce too low' }],
    [{}],
    [{ code: '-32005', message: 42 }],
  ])('says %j is an answer', (error) => {
    expect(isEndpointUnusable(error)).toBe(false)
  })

  it('is false for things that are not error objects', () => {
    for (const value of [undefined, null, 'rate limit', -32005, []]) expect(isEndpointUnusable(value)).toBe(false)
  })
})

describe('answerSaysEndpointUnusable', () => {
  it('sees a bare error object for the whole batch', () => {
    expect(answerSaysEndpointUnusable({ jsonrpc: '2.0', id: null, error: { code: -32005, message: 'x' } }, [1])).toBe(
      true,
    )
    expect(answerSaysEndpointUnusable({ error: { code: 429, message: 'Too Many Requests' } }, [1, 2])).toBe(true)
  })

  it("leaves one request's error to that request, even a limit or method error", () => {
    const body = [
      { id: 1, result: '0x1' },
      { id: 2, error: { code: -32601, message: 'Method not found' } },
    ]
    expect(answerSaysEndpointUnusable(body, [1, 2])).toBe(false)
    const limit = { id: 7, error: { code: -32005, message: 'query returned more than 10000 results' } }
    expect(answerSaysEndpointUnusable([limit], [7])).toBe(false)
    // A one-request batch answered with a bare object for that request is the same answer.
    expect(answerSaysEndpointUnusable(limit, [7])).toBe(false)
  })

  it('sees a node that refused every request of a batch of several', () => {
    const refused = (id: number) => ({ id, error: { code: -32005, message: 'daily request count exceeded' } })
    expect(answerSaysEndpointUnusable([refused(2), refused(1)], [1, 2])).toBe(true)
    // One of them served, or one refused for another reason: answers about the requests.
    expect(answerSaysEndpointUnusable([refused(1), { id: 2, result: '0x' }], [1, 2])).toBe(false)
    expect(answerSaysEndpointUnusable([refused(1), { id: 2, error: { code: 3, message: 'reverted' } }], [1, 2])).toBe(
      false,
    )
    expect(answerSaysEndpointUnusable([refused(1)], [1, 2])).toBe(false)
  })

  it('passes results, reverts and garbage', () => {
    expect(answerSaysEndpointUnusable([{ id: 1, result: '0x1' }], [1])).toBe(false)
    expect(answerSaysEndpointUnusable([{ id: 1, error: { code: 3, message: 'execution reverted' } }], [1])).toBe(false)
    expect(answerSaysEndpointUnusable(null, [1])).toBe(false)
    expect(answerSaysEndpointUnusable('<html>', [1])).toBe(false)
    expect(answerSaysEndpointUnusable([null, 1, 'x'], [1, 2])).toBe(false)
  })
})
