import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import sha3, { keccak256Hex } from './keccak'

// The library the shim stands in for.
const reference = (createRequire(import.meta.url)('js-sha3') as { keccak_256: (data: Uint8Array) => string }).keccak_256

describe('keccak256Hex', () => {
  it('hashes the known vectors', () => {
    expect(keccak256Hex([])).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470')
    expect(keccak256Hex(new TextEncoder().encode('transfer(address,uint256)')).slice(0, 8)).toBe('a9059cbb')
  })

  it('matches js-sha3 for every length across the block boundaries', () => {
    let seed = 12345
    for (let length = 0; length <= 3 * 136 + 2; length++) {
      const data = new Uint8Array(length)
      for (let i = 0; i < length; i++) {
        seed = (seed * 1103515245 + 12345) >>> 0
        data[i] = seed >>> 24
      }
      expect(keccak256Hex(data), `length ${length}`).toBe(reference(data))
    }
  })

  it('is what @ethersproject/keccak256 calls', () => {
    expect(sha3.keccak_256(new Uint8Array([1, 2, 3]))).toBe(reference(new Uint8Array([1, 2, 3])))
  })
})
