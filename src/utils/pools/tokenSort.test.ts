import { describe, expect, it } from 'vitest'

import { rational } from '@/utils/pricing/rational'

import type { TokenFigures } from './tokenFigures'
import { matchesTokenSearch, sortTokens } from './tokenSort'

const r = (numerator: bigint, denominator = 1n) => rational(numerator, denominator)!
const token = (address: string, symbol: string, name: string) => ({ address, symbol, name, decimals: 18 })
type Row = TokenFigures<ReturnType<typeof token>>

const VENOM: Row = { token: token('0xC0', 'VENOM', 'Venom Token'), pools: [], priceUsd: r(1n, 2n), tvlUsd: r(9n) }
const BUSD: Row = { token: token('0xB0', 'BUSD', 'Binance USD'), pools: [], priceUsd: r(1n), tvlUsd: r(20n) }
const WFRA: Row = { token: token('0xA0', 'WFRA', 'Wrapped FRA'), pools: [], priceUsd: r(2n), tvlUsd: r(20n) }
const JUNK: Row = { token: token('0xD0', 'JUNK', 'No price'), pools: [] }
const addresses = (rows: Row[]) => rows.map((row) => row.token.address)

describe('sortTokens', () => {
  it('orders by a figure either way, unknown figures last and ties by address', () => {
    const rows = [JUNK, VENOM, BUSD, WFRA]
    expect(addresses(sortTokens(rows, 'priceUsd', 'descending'))).toEqual(['0xA0', '0xB0', '0xC0', '0xD0'])
    expect(addresses(sortTokens(rows, 'priceUsd', 'ascending'))).toEqual(['0xC0', '0xB0', '0xA0', '0xD0'])
    expect(addresses(sortTokens(rows, 'tvlUsd', 'descending'))).toEqual(['0xA0', '0xB0', '0xC0', '0xD0'])
    expect(addresses(sortTokens(rows, 'volume24hUsd', 'descending'))).toEqual(['0xA0', '0xB0', '0xC0', '0xD0'])
  })

  it('leaves the rows given as they were', () => {
    const rows = [VENOM, BUSD]
    sortTokens(rows, 'tvlUsd', 'descending')
    expect(rows).toEqual([VENOM, BUSD])
  })
})

describe('matchesTokenSearch', () => {
  it('finds a token by any part of its symbol or name, in any case, or by the start of its address', () => {
    expect(matchesTokenSearch(VENOM, 'ven')).toBe(true)
    expect(matchesTokenSearch(VENOM, 'TOKEN')).toBe(true)
    expect(matchesTokenSearch(VENOM, '0xc')).toBe(true)
    expect(matchesTokenSearch(VENOM, '  ')).toBe(true)
    expect(matchesTokenSearch(VENOM, 'busd')).toBe(false)
    expect(matchesTokenSearch(VENOM, '0xb')).toBe(false)
    // An address's middle is no match: only its start.
    expect(matchesTokenSearch(VENOM, 'c0')).toBe(false)
  })

  it('needs every word to match', () => {
    expect(matchesTokenSearch(BUSD, 'binance usd')).toBe(true)
    expect(matchesTokenSearch(BUSD, 'binance venom')).toBe(false)
  })
})
