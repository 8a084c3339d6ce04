import { describe, expect, it } from 'vitest'

import { isValidListLocation, parseENSAddress, uriToHttp } from './listUrls'

describe('parseENSAddress', () => {
  it('parses names with and without a path', () => {
    expect(parseENSAddress('tokens.uniswap.eth')).toEqual({ ensName: 'tokens.uniswap.eth', ensPath: undefined })
    expect(parseENSAddress('Tokens.Uniswap.eth/list.json')).toEqual({
      ensName: 'tokens.uniswap.eth',
      ensPath: '/list.json',
    })
    expect(parseENSAddress('my-list.some-dao.eth')).toEqual({ ensName: 'my-list.some-dao.eth', ensPath: undefined })
  })

  it('rejects everything else', () => {
    for (const value of ['eth', '.eth', 'uniswap.com', 'https://tokens.uniswap.eth', 'a..eth', '-a.eth', 'a.eth.com'])
      expect(parseENSAddress(value), value).toBeUndefined()
  })
})

describe('uriToHttp', () => {
  it('keeps https and tries https before http', () => {
    expect(uriToHttp('https://tokens.uniswap.org')).toEqual(['https://tokens.uniswap.org'])
    expect(uriToHttp('http://example.com/list.json')).toEqual([
      'https://example.com/list.json',
      'http://example.com/list.json',
    ])
  })

  it('sends ipfs and ipns through the gateways in order', () => {
    expect(uriToHttp('ipfs://QmV8AfDE8GFSGQvt3vck8EwAzsPuNTmtP8VcQJE3qxRPaZ/list.json')).toEqual([
      'https://ipfs.io/ipfs/QmV8AfDE8GFSGQvt3vck8EwAzsPuNTmtP8VcQJE3qxRPaZ/list.json',
      'https://dweb.link/ipfs/QmV8AfDE8GFSGQvt3vck8EwAzsPuNTmtP8VcQJE3qxRPaZ/list.json',
      'https://w3s.link/ipfs/QmV8AfDE8GFSGQvt3vck8EwAzsPuNTmtP8VcQJE3qxRPaZ/list.json',
    ])
    expect(uriToHttp('ipns:tokens.example.org')).toEqual([
      'https://ipfs.io/ipns/tokens.example.org',
      'https://dweb.link/ipns/tokens.example.org',
      'https://w3s.link/ipns/tokens.example.org',
    ])
    expect(uriToHttp('IPFS://Qm')).toEqual([
      'https://ipfs.io/ipfs/Qm',
      'https://dweb.link/ipfs/Qm',
      'https://w3s.link/ipfs/Qm',
    ])
  })

  it('never tries cloudflare-ipfs.com, closed in 2024', () => {
    expect(uriToHttp('ipfs://Qm').some((url) => url.includes('cloudflare-ipfs.com'))).toBe(false)
  })

  it('keeps the app-served relative path and refuses other protocols', () => {
    expect(uriToHttp('./lists/31337.json')).toEqual(['./lists/31337.json'])
    for (const value of ['ftp://x.org/a.json', 'tokens.uniswap.eth', 'javascript:alert(1)', 'ipfs://', '', 'data:,{}'])
      expect(uriToHttp(value), value).toEqual([])
  })
})

describe('isValidListLocation', () => {
  it.each([
    'https://tokens.uniswap.org',
    'http://example.com/list.json',
    'ipfs://QmHash',
    'ipns://name',
    'a.eth',
    ' t.uniswap.eth ',
  ])('accepts %s', (value) => expect(isValidListLocation(value)).toBe(true))
  it.each(['', 'hello', 'https://', 'ftp://example.com', './lists/31337.json', 'example.com', 'javascript:alert(1)'])(
    'rejects %s',
    (value) => expect(isValidListLocation(value)).toBe(false),
  )
})
