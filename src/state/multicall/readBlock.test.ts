import { describe, expect, it } from 'vitest'

import { INVALID_CALL_STATE, LOADING_CALL_STATE } from './callState'
import { oldestRead, readIncludes } from './readBlock'
import type { CallState } from './types'

const readAt = (blockNumber: number): CallState => ({
  valid: true,
  loading: false,
  syncing: false,
  error: false,
  result: undefined,
  blockNumber,
})

describe('oldestRead', () => {
  it('is the oldest block among the reads, a failed call included (it was read too)', () => {
    expect(oldestRead([readAt(12), readAt(10), { ...readAt(11), error: true }])).toBe(10)
  })

  it('is unknown while any read has no result, and for no reads', () => {
    expect(oldestRead([readAt(12), LOADING_CALL_STATE])).toBeUndefined()
    expect(oldestRead([INVALID_CALL_STATE])).toBeUndefined()
    expect(oldestRead([])).toBeUndefined()
  })
})

describe('readIncludes', () => {
  it('includes the block once read at it or later', () => {
    expect(readIncludes(10, 10)).toBe(true)
    expect(readIncludes(11, 10)).toBe(true)
    expect(readIncludes(9, 10)).toBe(false)
  })

  it('has nothing to wait for without a block, and includes nothing without a read', () => {
    expect(readIncludes(undefined, undefined)).toBe(true)
    expect(readIncludes(3, undefined)).toBe(true)
    expect(readIncludes(undefined, 10)).toBe(false)
  })
})
