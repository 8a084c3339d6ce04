import { describe, expect, it } from 'vitest'

import { createPath, matchPattern, matchRoutes, parsePath, toLocation } from './path'

describe('parsePath / createPath', () => {
  it('splits a path into pathname, query and hash, and joins them back', () => {
    expect(parsePath('/swap?inputCurrency=ETH#top')).toEqual({
      pathname: '/swap',
      search: '?inputCurrency=ETH',
      hash: '#top',
    })
    expect(createPath(parsePath('/swap?inputCurrency=ETH#top'))).toBe('/swap?inputCurrency=ETH#top')
  })

  it('takes an empty or slash-less path from the root', () => {
    expect(parsePath('')).toEqual({ pathname: '/', search: '', hash: '' })
    expect(parsePath('pool')).toEqual({ pathname: '/pool', search: '', hash: '' })
    expect(parsePath('?theme=dark').pathname).toBe('/')
  })

  it('drops a bare ? or # and adds a missing one', () => {
    expect(createPath({ pathname: '/pool', search: '?', hash: '#' })).toBe('/pool')
    expect(createPath({ pathname: '/pool', search: 'a=1', hash: 'h' })).toBe('/pool?a=1#h')
  })

  it('reads a location object with a query in its pathname or beside it', () => {
    expect(toLocation({ pathname: '/send', search: '?chain=findora' })).toEqual({
      pathname: '/send',
      search: '?chain=findora',
      hash: '',
    })
  })
})

describe('matchPattern', () => {
  it('matches static segments case-insensitively, with trailing slashes', () => {
    expect(matchPattern('/swap', '/swap')).toEqual({})
    expect(matchPattern('/swap', '/SWAP/')).toEqual({})
    expect(matchPattern('/swap', '/swap/x')).toBeNull()
    expect(matchPattern('/swap', '/swapx')).toBeNull()
    expect(matchPattern('/', '/')).toEqual({})
  })

  it('captures :params percent-decoded, a %2F staying inside its segment', () => {
    expect(matchPattern('/add/:a/:b', '/add/ETH/0xAbC')).toEqual({ a: 'ETH', b: '0xAbC' })
    expect(matchPattern('/vote/:id', '/vote/%31%32')).toEqual({ id: '12' })
    expect(matchPattern('/remove/:tokens', '/remove/a%2Fb')).toEqual({ tokens: 'a/b' })
    expect(matchPattern('/add/:a', '/add/')).toBeNull()
  })

  it('leaves a malformed escape as typed instead of throwing', () => {
    expect(matchPattern('/swap/:out', '/swap/%E0%A4%A')).toEqual({ out: '%E0%A4%A' })
  })

  it('does not read regular-expression syntax in the path as a pattern', () => {
    expect(matchPattern('/swap', '/sw.p')).toBeNull()
    expect(matchPattern('/staking/farms', '/staking/farms')).toEqual({})
  })

  it('refuses pattern syntax it does not implement', () => {
    expect(() => matchPattern('/add/:a?', '/add')).toThrow(/Unsupported route pattern/)
    expect(() => matchPattern('/docs/*', '/docs/a')).toThrow(/Unsupported route pattern/)
  })
})

describe('matchRoutes', () => {
  const table = ['*', '/remove/:a/:b', '/remove/v1/:address', '/staking/:category/:address', '/staking/single/:address']

  it('prefers static segments over params whatever the order', () => {
    expect(matchRoutes(table, '/remove/v1/0x1')).toEqual({ index: 2, params: { address: '0x1' } })
    expect(matchRoutes(table, '/remove/ETH/0x1')).toEqual({ index: 1, params: { a: 'ETH', b: '0x1' } })
    expect(matchRoutes(table, '/staking/single/0x2')?.index).toBe(4)
    expect(matchRoutes(table, '/staking/pools/0x2')?.index).toBe(3)
  })

  it('falls back to the catch-all, and to nothing without one', () => {
    expect(matchRoutes(table, '/nowhere')).toEqual({ index: 0, params: {} })
    expect(matchRoutes(table.slice(1), '/nowhere')).toBeNull()
  })

  it('takes the earlier of two equal patterns', () => {
    expect(matchRoutes(['/a/:x', '/a/:y'], '/a/1')).toEqual({ index: 0, params: { x: '1' } })
  })
})
