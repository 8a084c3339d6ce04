import { describe, expect, it } from 'vitest'

import { parseRpcOverrides, rpcUrlsFor } from './rpcOverrides'

describe('parseRpcOverrides', () => {
  it('reads comma-separated URLs per chain, in order, trimmed', () => {
    const { urls, errors } = parseRpcOverrides({
      VITE_RPC_URL_1: ' https://a.example/rpc , https://b.example ',
      VITE_RPC_URL_2153: 'http://127.0.0.1:8545',
      VITE_DEFAULT_CHAIN_ID: '2153',
    })
    expect(urls).toEqual({ 1: ['https://a.example/rpc', 'https://b.example'], 2153: ['http://127.0.0.1:8545'] })
    expect(errors).toEqual([])
  })

  it('ignores empty variables and other keys', () => {
    const { urls } = parseRpcOverrides({
      VITE_RPC_URL_5: '',
      VITE_RPC_URL_6: ' , ',
      VITE_RPC_URL_: 'https://x.example',
      VITE_RPC_URL_abc: 'https://x.example',
      VITE_RPC_URL_0: 'https://x.example',
      VITE_RPC_URL_7: true,
    })
    expect(urls).toEqual({})
  })

  it('leaves out a variable with any URL that is not http(s), and says which', () => {
    const { urls, errors } = parseRpcOverrides({
      VITE_RPC_URL_1: 'https://ok.example,ftp://files.example',
      VITE_RPC_URL_2152: 'rpc-mainnet.findora.org',
      VITE_RPC_URL_5: 'https://ok.example',
    })
    expect(urls).toEqual({ 5: ['https://ok.example'] })
    expect(errors).toEqual([
      'VITE_RPC_URL_1: not an http(s) URL: ftp://files.example',
      'VITE_RPC_URL_2152: not an http(s) URL: rpc-mainnet.findora.org',
    ])
  })
})

describe('rpcUrlsFor', () => {
  it('replaces the built-in list of a chain with an override and keeps the others', () => {
    const overrides = parseRpcOverrides({ VITE_RPC_URL_1: 'https://mine.example' })
    expect(rpcUrlsFor(1, ['https://public.example'], overrides)).toEqual(['https://mine.example'])
    expect(rpcUrlsFor(5, ['https://public.example'], overrides)).toEqual(['https://public.example'])
  })
})
