import { describe, expect, it } from 'vitest'

import { PairState } from '@/hooks/liquidity/pairs'

import { type FindInput, FindStatus, findStatus, isImportable } from './findStatus'

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
    expect(findStatus({ ...base, hasAccount: false })).toBe(FindStatus.CONNECT)
    expect(findStatus({ ...base, hasAccount: false, hasBothCurrencies: false })).toBe(FindStatus.CONNECT)
    expect(findStatus({ ...base, hasBothCurrencies: false })).toBe(FindStatus.SELECT_TOKEN)
  })

  it('follows the pair state', () => {
    expect(findStatus({ ...base, pairState: PairState.INVALID })).toBe(FindStatus.INVALID)
    expect(findStatus({ ...base, pairState: PairState.LOADING })).toBe(FindStatus.LOADING)
    expect(findStatus({ ...base, pairState: PairState.NOT_EXISTS })).toBe(FindStatus.NOT_FOUND)
  })

  it('counts an existing pair with both reserves 0 as missing', () => {
    expect(findStatus({ ...base, hasReserves: false, hasPosition: true })).toBe(FindStatus.NOT_FOUND)
  })

  it('finds the pool with a position, waits for the balance, else says there is no liquidity yet', () => {
    expect(findStatus({ ...base, hasPosition: true })).toBe(FindStatus.FOUND)
    expect(findStatus({ ...base, hasPosition: true, isPositionLoading: true })).toBe(FindStatus.FOUND)
    expect(findStatus({ ...base, isPositionLoading: true })).toBe(FindStatus.LOADING)
    expect(findStatus(base)).toBe(FindStatus.NO_LIQUIDITY)
  })
})

describe('isImportable', () => {
  it('imports pairs that exist with liquidity only', () => {
    const importable = Object.values(FindStatus).filter(isImportable)
    expect(importable.sort()).toEqual([FindStatus.FOUND, FindStatus.NO_LIQUIDITY].sort())
  })
})
