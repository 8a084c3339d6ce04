import { describe, expect, it } from 'vitest'

import { asksHead, isLagging, LAG_TOLERANCE_BLOCKS, reportedHead } from './lag'

const request = (id: number, method: string, params: unknown[] = []) => ({
  jsonrpc: '2.0' as const,
  id,
  method,
  params,
})

describe('reportedHead', () => {
  const poll = [request(1, 'eth_call'), request(2, 'eth_getBlockByNumber', ['latest', false])]

  it('reads the latest block or the block number from the answer with its id', () => {
    expect(
      reportedHead(poll, [
        { id: 1, result: '0x99' },
        { id: 2, result: { number: '0x2a', hash: '0x' } },
      ]),
    ).toBe(42)
    expect(reportedHead([request(5, 'eth_blockNumber')], [{ id: 5, result: '0x10' }])).toBe(16)
  })

  it('ignores a block asked by number, and batches that ask no head', () => {
    expect(asksHead(request(1, 'eth_getBlockByNumber', ['0x10', false]))).toBe(false)
    expect(
      reportedHead([request(1, 'eth_getBlockByNumber', ['0x10', false])], [{ id: 1, result: { number: '0x10' } }]),
    ).toBeUndefined()
    expect(reportedHead([request(1, 'eth_call')], [{ id: 1, result: '0x10' }])).toBeUndefined()
  })

  it.each([
    ['no list', { id: 2, result: { number: '0x2a' } }],
    ['an error', [{ id: 2, error: { message: 'boom' } }]],
    ['a null block', [{ id: 2, result: null }]],
    ['a number that is no quantity', [{ id: 2, result: { number: 42 } }]],
    ['an absurd number', [{ id: 2, result: { number: `0x${'f'.repeat(40)}` } }]],
    ['another id', [{ id: 9, result: { number: '0x2a' } }]],
    ['entries that are not objects', [null, 'x', 7]],
  ])('finds no head in %s', (_, body) => {
    expect(reportedHead(poll, body)).toBeUndefined()
  })
})

describe('isLagging', () => {
  it('tolerates a few blocks behind the highest head seen, not more', () => {
    expect(isLagging(100 - LAG_TOLERANCE_BLOCKS, 100)).toBe(false)
    expect(isLagging(100 - LAG_TOLERANCE_BLOCKS - 1, 100)).toBe(true)
    expect(isLagging(101, 100)).toBe(false)
    expect(isLagging(undefined, 100)).toBe(false)
    expect(isLagging(5, undefined)).toBe(false)
  })
})
