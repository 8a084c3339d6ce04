import { describe, expect, it } from 'vitest'

import { RpcError, TransportError } from './errors'
import { isQueryTooLarge } from './queryTooLarge'

describe('isQueryTooLarge', () => {
  it.each([
    new RpcError('query returned more than 10000 results', -32005),
    new RpcError('limit exceeded', -32005),
    new RpcError('exceed maximum block range: 5000', -32000),
    new RpcError('block range is too wide', -32000),
    new RpcError('eth_getLogs block range too large, range: 43200, max: 2000', -32602),
    new RpcError('Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range', -32602),
    new TransportError('413: Payload Too Large', -32000, 413),
    new TransportError('400: Bad Request', -32000, 400),
  ])('says $message is a query too large', (error) => {
    expect(isQueryTooLarge(error)).toBe(true)
  })

  it.each([
    new RpcError('daily request count exceeded, request rate limited', -32005),
    new RpcError('Too Many Requests', -32005),
    new RpcError('the method eth_getLogs does not exist/is not available', -32601),
    new RpcError('invalid argument 0: hex string has length 3', -32602),
    new RpcError('header not found', -32000),
    new TransportError('502: Bad Gateway', -32000, 502),
    new TransportError('Failed to send batch call'),
  ])('says $message is not', (error) => {
    expect(isQueryTooLarge(error)).toBe(false)
  })

  it('is false for values that are not errors', () => {
    for (const value of [undefined, null, 'limit exceeded', -32005, { code: '-32005' }]) {
      expect(isQueryTooLarge(value)).toBe(false)
    }
  })
})
