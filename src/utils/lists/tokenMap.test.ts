import { describe, expect, it } from 'vitest'

import { makeList, TOKEN_A, TOKEN_B, TOKEN_C } from '@/test-support/tokenLists'

import { combineTokenMaps, listToTokenMap } from './tokenMap'

describe('listToTokenMap', () => {
  it('indexes by chain and checksummed address, with tags resolved', () => {
    const list = {
      ...makeList([{ ...TOKEN_A, address: TOKEN_A.address.toLowerCase(), tags: ['stable', 'missing'] }, TOKEN_C]),
      tags: { stable: { name: 'Stablecoin', description: 'Pegged' } },
    }
    const map = listToTokenMap(list, 'https://x.org')
    expect(Object.keys(map)).toEqual(['1', '31337'])
    expect(map[1][TOKEN_A.address]).toEqual({
      token: { ...TOKEN_A, tags: ['stable', 'missing'] },
      tags: [{ id: 'stable', name: 'Stablecoin', description: 'Pegged' }],
      listUrl: 'https://x.org',
      listName: 'Test List',
    })
    expect(map[31337][TOKEN_C.address].tags).toEqual([])
    expect(listToTokenMap(list, 'https://x.org')).toBe(map)
  })

  it('keeps only safe logos', () => {
    const list = makeList([
      { ...TOKEN_A, logoURI: 'javascript:alert(1)' },
      { ...TOKEN_B, logoURI: 'https://x.org/usdc.png' },
    ])
    const map = listToTokenMap(list, 'u')
    expect(map[1][TOKEN_A.address].token).not.toHaveProperty('logoURI')
    expect(map[1][TOKEN_B.address].token.logoURI).toBe('https://x.org/usdc.png')
  })
})

describe('listToTokenMap cleaning', () => {
  it('cleans names and symbols of hidden characters and cuts them to length', () => {
    const list = makeList([
      { ...TOKEN_A, symbol: 'US\u202EDC\u200B', name: `USD\u200D Coin ${'x'.repeat(100)}` },
      { ...TOKEN_B, symbol: '\u200B\u2066', name: '\u0000' },
    ])
    const map = listToTokenMap(list, 'clean')
    expect(map[1][TOKEN_A.address].token.symbol).toBe('USDC')
    expect(Array.from(map[1][TOKEN_A.address].token.name)).toHaveLength(60)
    expect(map[1][TOKEN_B.address].token.symbol).toBe('UNKNOWN')
    expect(map[1][TOKEN_B.address].token.name).toBe('Unknown Token')
  })
})

describe('combineTokenMaps', () => {
  it('merges chains, earlier lists first', () => {
    const first = listToTokenMap(makeList([TOKEN_A]), 'first')
    const second = listToTokenMap(makeList([{ ...TOKEN_A, name: 'Other' }, TOKEN_B, TOKEN_C]), 'second')
    const combined = combineTokenMaps([first, second])
    expect(combined[1][TOKEN_A.address].listUrl).toBe('first')
    expect(combined[1][TOKEN_B.address].listUrl).toBe('second')
    expect(combined[31337][TOKEN_C.address].listUrl).toBe('second')
    expect(combineTokenMaps([])).toEqual({})
  })
})
