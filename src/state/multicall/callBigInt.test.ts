import { BigNumber } from '@ethersproject/bignumber'
import { describe, expect, it } from 'vitest'

import { callBigInt } from './callBigInt'
import { INVALID_CALL_STATE, LOADING_CALL_STATE } from './callState'

const base = { valid: true, loading: false, syncing: false, error: false }

describe('callBigInt', () => {
  it('reads the first result as a bigint', () => {
    expect(callBigInt({ ...base, result: [BigNumber.from('12345678901234567890')] })).toBe(12345678901234567890n)
  })

  it('is undefined without a result or while loading', () => {
    expect(callBigInt(INVALID_CALL_STATE)).toBeUndefined()
    expect(callBigInt(LOADING_CALL_STATE)).toBeUndefined()
    expect(callBigInt({ ...base, loading: true, result: [BigNumber.from(1)] })).toBeUndefined()
  })
})
