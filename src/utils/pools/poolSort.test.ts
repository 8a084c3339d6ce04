import { describe, expect, it } from 'vitest'

import { rational } from '@/utils/pricing/rational'

import { matchesPoolSearch, nextSort, type PoolListing, sortPools } from './poolSort'

const usd = (value: number) => rational(BigInt(value))!
const token = (address: string, symbol?: string, name?: string) => ({ address, symbol, name })
const pool = (address: string, tvl?: number, volume?: number): PoolListing => ({
  address,
  token0: token('0x1111111111111111111111111111111111111111', 'VENOM', 'Venom Token'),
  token1: token('0x2222222222222222222222222222222222222222', 'BUSD', 'Binance USD'),
  figures: {
    tvlUsd: tvl === undefined ? undefined : usd(tvl),
    volume24hUsd: volume === undefined ? undefined : usd(volume),
  },
})

describe('sortPools', () => {
  const pools = [pool('0xc', 10, 5), pool('0xa', undefined, 7), pool('0xb', 30), pool('0xd', 10, 1)]

  it('puts the largest first, unknown figures last, equal figures by address', () => {
    expect(sortPools(pools, 'tvlUsd', 'descending').map((p) => p.address)).toEqual(['0xb', '0xc', '0xd', '0xa'])
  })

  it('puts the smallest first when ascending, unknown figures still last', () => {
    expect(sortPools(pools, 'tvlUsd', 'ascending').map((p) => p.address)).toEqual(['0xc', '0xd', '0xb', '0xa'])
    expect(sortPools(pools, 'volume24hUsd', 'ascending').map((p) => p.address)).toEqual(['0xd', '0xc', '0xa', '0xb'])
  })

  it('leaves the list it was given alone', () => {
    const copy = [...pools]
    sortPools(pools, 'tvlUsd', 'descending')
    expect(pools).toEqual(copy)
  })
})

describe('matchesPoolSearch', () => {
  const venom = pool('0xAbCd000000000000000000000000000000000000')

  it('matches symbols and names in any case and part, each word on its own', () => {
    expect(matchesPoolSearch(venom, 'venom')).toBe(true)
    expect(matchesPoolSearch(venom, 'busd venom')).toBe(true)
    expect(matchesPoolSearch(venom, 'VENOM/BUSD')).toBe(true)
    expect(matchesPoolSearch(venom, 'binance')).toBe(true)
    expect(matchesPoolSearch(venom, 'venom usdc')).toBe(false)
  })

  it('matches the start of the pair’s or a token’s address', () => {
    expect(matchesPoolSearch(venom, '0xabcd')).toBe(true)
    expect(matchesPoolSearch(venom, '0x2222')).toBe(true)
    expect(matchesPoolSearch(venom, '0xbcd')).toBe(false)
  })

  it('matches everything for an empty query and nothing odd for odd input', () => {
    expect(matchesPoolSearch(venom, '   ')).toBe(true)
    expect(matchesPoolSearch(venom, '<script>')).toBe(false)
    expect(matchesPoolSearch({ ...venom, token0: token('0x1') }, 'busd')).toBe(true)
  })
})

describe('nextSort', () => {
  it('sorts by another figure largest first, and turns the order round on the same figure again', () => {
    const byTvl = { key: 'tvlUsd', direction: 'descending' } as const
    expect(nextSort(byTvl, 'feeApr')).toEqual({ key: 'feeApr', direction: 'descending' })
    expect(nextSort(byTvl, 'tvlUsd')).toEqual({ key: 'tvlUsd', direction: 'ascending' })
    expect(nextSort({ key: 'tvlUsd', direction: 'ascending' }, 'tvlUsd')).toEqual(byTvl)
    expect(nextSort({ key: 'feeApr', direction: 'ascending' }, 'tvlUsd')).toEqual(byTvl)
  })
})
