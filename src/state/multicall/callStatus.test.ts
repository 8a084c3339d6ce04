import { INVALID_CALL_STATE, LOADING_CALL_STATE } from '@uniswap/redux-multicall'
import { describe, expect, it } from 'vitest'

import { callStatus } from './callStatus'

const base = { valid: true, loading: false, syncing: false, error: false, result: [] }

describe('callStatus', () => {
  it('names each state', () => {
    expect(callStatus(INVALID_CALL_STATE)).toBe('invalid')
    expect(callStatus(LOADING_CALL_STATE)).toBe('loading')
    expect(callStatus({ ...base, syncing: true })).toBe('syncing')
    expect(callStatus({ ...base, error: true, result: undefined })).toBe('error')
    expect(callStatus(base)).toBe('ok')
  })

  it('treats an undecodable result as an error even while syncing', () => {
    expect(callStatus({ ...base, error: true, syncing: true, result: undefined })).toBe('error')
  })
})
