// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'

import { loadStakingTvl, parseTvlTable, saveStakingTvl, TVL_STORAGE_KEY } from './tvlCache'

describe('parseTvlTable', () => {
  it('drops junk, wrong types and mismatched keys', () => {
    expect(parseTvlTable(null)).toEqual({})
    expect(parseTvlTable('not json')).toEqual({})
    expect(parseTvlTable('[1]')).toEqual({})
    const raw = JSON.stringify({
      31337: {
        farms: { tvlType: 'farms', tvl: 12.5, timestamp: 1 },
        single: { tvlType: 'farms', tvl: 1, timestamp: 1 },
      },
      2152: { farms: { tvlType: 'farms', tvl: 'x', timestamp: 1 } },
      abc: { farms: { tvlType: 'farms', tvl: 1, timestamp: 1 } },
    })
    expect(parseTvlTable(raw)).toEqual({ 31337: { farms: { tvlType: 'farms', tvl: 12.5, timestamp: 1 } } })
  })
})

describe('loadStakingTvl / saveStakingTvl', () => {
  beforeEach(() => localStorage.clear())

  it('round-trips per chain and type', () => {
    saveStakingTvl(31337, 'farms', 100)
    saveStakingTvl(2152, 'single', 7)
    expect(loadStakingTvl(31337, 'farms')?.tvl).toBe(100)
    expect(loadStakingTvl(2152, 'single')?.tvl).toBe(7)
    expect(loadStakingTvl(2152, 'farms')).toBeUndefined()
  })

  it('stores nothing without a chain or a value', () => {
    saveStakingTvl(undefined, 'farms', 1)
    saveStakingTvl(1, 'farms', undefined)
    saveStakingTvl(1, 'farms', Number.NaN)
    expect(localStorage.getItem(TVL_STORAGE_KEY)).toBeNull()
  })

  it('survives corrupt storage', () => {
    localStorage.setItem(TVL_STORAGE_KEY, '{broken')
    expect(loadStakingTvl(1, 'farms')).toBeUndefined()
    saveStakingTvl(1, 'farms', 3)
    expect(loadStakingTvl(1, 'farms')?.tvl).toBe(3)
  })
})
