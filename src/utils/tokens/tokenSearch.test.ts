import { describe, expect, it } from 'vitest'

import {
  buildSearchIndex,
  nativeMatches,
  pickOnEnter,
  type SearchableToken,
  searchTokens,
  shortenSymbol,
} from './tokenSearch'

const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const token = (n: number, symbol?: string, name?: string): SearchableToken => ({ address: addr(n), symbol, name })

const VENOM = token(1, 'VENOM', 'Venom Token')
const VEN = token(2, 'VEN', 'Vechain')
const SVEN = token(3, 'SVEN', 'Staked Ven')
const BUSD = token(4, 'BUSD', 'Binance USD')
const USDC = token(5, 'USDC', 'USD Coin')
const WEIRD = token(6, 'AUSDC', 'Aave interest bearing USDC')
const ALL = [BUSD, USDC, VENOM, SVEN, VEN, WEIRD]

function search(query: string, tokens = ALL, balanceOf?: (t: SearchableToken) => number | undefined) {
  return searchTokens(buildSearchIndex(tokens, balanceOf), query).map((t) => t.symbol)
}

describe('searchTokens', () => {
  it('returns every token, sorted by symbol, for an empty or blank query', () => {
    expect(search('')).toEqual(['AUSDC', 'BUSD', 'SVEN', 'USDC', 'VEN', 'VENOM'])
    expect(search('   ')).toEqual(search(''))
  })

  it('orders exact symbol, then symbol prefix, then the rest', () => {
    // 'ven' is VEN's symbol, a prefix of VENOM, and the end of SVEN.
    expect(search('ven')).toEqual(['VEN', 'VENOM', 'SVEN'])
    expect(search('VEN')).toEqual(['VEN', 'VENOM', 'SVEN'])
    expect(search('  ven  ')).toEqual(['VEN', 'VENOM', 'SVEN'])
  })

  it('matches the start or end of symbol words and name words only, not the middle', () => {
    expect(search('usd')).toEqual(['USDC', 'AUSDC', 'BUSD'])
    expect(search('coin')).toEqual(['USDC'])
    expect(search('enom')).toEqual(['VENOM'])
    expect(search('eno')).toEqual([])
    expect(search('aave')).toEqual(['AUSDC'])
  })

  it('needs every word of a multi-word query in the same field, keeping index order', () => {
    expect(search('usd coin')).toEqual(['USDC'])
    expect(search('binance usd')).toEqual(['BUSD'])
    expect(search('venom coin')).toEqual([])
  })

  it('matches an address exactly, in any case, normalised to the checksum', () => {
    const checksummed = '0x68749665FF8D2d112Fa859AA293F07A622782F38'
    const gold = { address: checksummed, symbol: 'XAUt', name: 'Tether Gold' }
    expect(search(checksummed.toLowerCase(), [...ALL, gold])).toEqual(['XAUt'])
    expect(search(` ${checksummed} `, [...ALL, gold])).toEqual(['XAUt'])
    expect(search(addr(999))).toEqual([])
  })

  it('does not treat a malformed address as an address', () => {
    expect(search('0x1234')).toEqual([])
  })

  it('puts larger balances first, then symbol, then address (stable whatever the input order)', () => {
    const balances = new Map([
      [BUSD.address, 5],
      [VENOM.address, 100],
    ])
    const balanceOf = (t: SearchableToken) => balances.get(t.address)
    expect(search('', ALL, balanceOf)).toEqual(['VENOM', 'BUSD', 'AUSDC', 'SVEN', 'USDC', 'VEN'])
    expect(search('', [...ALL].reverse(), balanceOf)).toEqual(search('', ALL, balanceOf))
    // The buckets keep that order: two prefix matches with balances.
    const VENX = token(7, 'VENX', 'Ven X')
    balances.set(VENX.address, 1000)
    expect(search('ven', [...ALL, VENX], balanceOf)).toEqual(['VEN', 'VENX', 'VENOM', 'SVEN'])
  })

  it('breaks ties of equal symbols by address', () => {
    const a = token(10, 'DUP')
    const b = token(9, 'dup')
    expect(searchTokens(buildSearchIndex([a, b]), 'dup')).toEqual([b, a])
  })

  it('ignores tokens on the exclusion list', () => {
    const pseudoEth = { address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', symbol: 'ETH', name: 'Ether' }
    const zero = { address: addr(0), symbol: 'ETH', name: 'Ether' }
    expect(search('eth', [...ALL, pseudoEth, zero])).toEqual([])
    expect(search('', [pseudoEth, zero, VEN])).toEqual(['VEN'])
  })

  it('handles tokens without symbol or name', () => {
    const bare = token(11)
    expect(search('', [bare, VEN])).toEqual([undefined, 'VEN'])
    expect(search('ven', [bare, VEN])).toEqual(['VEN'])
  })
})

describe('pickOnEnter', () => {
  const results = [VEN, VENOM, SVEN]

  it('picks the native coin for eth, one, bnb and the chain native symbol, in any case', () => {
    for (const query of ['eth', 'ETH', ' one ', 'bnb', 'fra', 'FRA']) {
      expect(pickOnEnter(query, results, 'FRA')).toEqual({ kind: 'native' })
    }
    expect(pickOnEnter('fra', results, 'ETH')).toBeNull()
  })

  it('picks the first result when its symbol matches exactly', () => {
    expect(pickOnEnter(' ven ', results, 'FRA')).toEqual({ kind: 'token', token: VEN })
  })

  it('picks the only result even without an exact match', () => {
    expect(pickOnEnter('veno', [VENOM], 'FRA')).toEqual({ kind: 'token', token: VENOM })
  })

  it('picks nothing for several inexact results or none', () => {
    expect(pickOnEnter('ve', [VENOM, VEN], 'FRA')).toBeNull()
    expect(pickOnEnter('zzz', [], 'FRA')).toBeNull()
    expect(pickOnEnter('', [VENOM, VEN], 'FRA')).toBeNull()
  })
})

describe('shortenSymbol', () => {
  it('keeps symbols of up to 20 characters', () => {
    expect(shortenSymbol('A'.repeat(20))).toBe('A'.repeat(20))
    expect(shortenSymbol(undefined)).toBeUndefined()
  })

  it('shortens longer symbols to the first 4 and last 5 characters', () => {
    expect(shortenSymbol('ABCDEFGHIJKLMNOPQRSTU')).toBe('ABCD...QRSTU')
  })
})

describe('nativeMatches', () => {
  it('matches the native coin by symbol or name words, never by address', () => {
    expect(nativeMatches('', 'FRA', 'Findora')).toBe(true)
    expect(nativeMatches('fr', 'FRA', 'Findora')).toBe(true)
    expect(nativeMatches('dora', 'FRA', 'Findora')).toBe(true)
    expect(nativeMatches('usd', 'FRA', 'Findora')).toBe(false)
    expect(nativeMatches(addr(1), 'FRA', 'Findora')).toBe(false)
  })
})
