import { describe, expect, it } from 'vitest'

import { chunkCalls, MAX_CALLS_PER_CHUNK } from './chunkCalls'

const call = (i: number) => ({ address: `0x${i.toString(16).padStart(40, '0')}`, callData: '0x' })

describe('chunkCalls', () => {
  it('keeps chunks at 500 calls at most, in order', () => {
    const calls = Array.from({ length: 1201 }, (_, i) => call(i))
    const chunks = chunkCalls(calls)
    expect(chunks.map((chunk) => chunk.length)).toEqual([500, 500, 201])
    expect(chunks.flat()).toEqual(calls)
    expect(MAX_CALLS_PER_CHUNK).toBe(500)
  })

  it('gives no chunk for no calls and one chunk for exactly 500', () => {
    expect(chunkCalls([])).toEqual([])
    expect(chunkCalls(Array.from({ length: 500 }, (_, i) => call(i)))).toHaveLength(1)
  })
})
