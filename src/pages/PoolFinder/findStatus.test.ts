import { describe, expect, it } from 'vitest'

import { PairState } from '@/hooks/liquidity/pairs'

import { type FindInput, type FindStatus, findStatus, isImportable } from './findStatus'

const base: FindInput = {
  hasAccount: true,
  hasBothCurrencies: true,
  pairState: PairState.EXISTS,
  hasReserves: true,
  hasPosition: false,
  isPositionLoading: false,
}

describe('findStatus', () => {
  it('asks to connect first, then to select a token', () => {
    expect(findStatus({ ...base, hasAccount: false })).toBe('connect')
    expect(findStatus({ ...base, hasAccount: false, hasBothCurrencies: false })).toBe('connect')
    expect(findStatus({ ...base, hasBothCurrencies: false })).toBe('selectToken')
  })

  it('follows the pair state', () => {
    expect(findStatus({ ...base, pairState: PairState.INVALID })).toBe('invalid')
    expect(findStatus({ ...base, pairState: PairState.LOADING })).toBe('loading')
    expect(findStatus({ ...base, pairState: PairState.NOT_EXISTS })).toBe('notFound')
  })

  it('counts an existing pair with both reserves 0 as missing', () => {
    expect(findStatus({ ...base, hasReserves: false, hasPosition: true })).toBe('notFound')
  })

  it('finds the pool with a position, waits for the balance, else says there is no liquidity yet', () => {
    expect(findStatus({ ...base, hasPosition: true })).toBe('found')
    expect(findStatus({ ...base, hasPosition: true, isPositionLoading: true })).toBe('found')
    expect(findStatus({ ...base, isPositionLoading: true })).toBe('loading')
    expect(findStatus(base)).toBe('noLiquidity')
  })
})

describe('isImportable', () => {
  it('imports pairs that exist with liquidity only', () => {
    const importable: Record<FindStatus, boolean> = {
      connect: false,
      selectToken: false,
      loading: false,
      invalid: false,
      notFound: false,
      noLiquidity: true,
      found: true,
    }
    for (const [status, expected] of Object.entries(importable))
      expect(isImportable(status as FindStatus)).toBe(expected)
  })
})
