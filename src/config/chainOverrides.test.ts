import { describe, expect, it } from 'vitest'

import { parseChainOverrides, rpcUrlsFor } from './chainOverrides'

describe('parseChainOverrides: RPC URLs', () => {
  it('reads comma-separated URLs per chain, in order, trimmed', () => {
    const { urls, errors } = parseChainOverrides({
      VITE_RPC_URL_1: ' https://a.example/rpc , https://b.example ',
      VITE_RPC_URL_2153: 'http://127.0.0.1:8545',
      VITE_DEFAULT_CHAIN_ID: '2153',
    })
    expect(urls).toEqual({ 1: ['https://a.example/rpc', 'https://b.example'], 2153: ['http://127.0.0.1:8545'] })
    expect(errors).toEqual([])
  })

  it('ignores empty variables and other keys', () => {
    const { urls } = parseChainOverrides({
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
    const { urls, errors } = parseChainOverrides({
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

describe('parseChainOverrides: block polling and block time', () => {
  it('reads a whole number of milliseconds per chain', () => {
    const { blockPollingMs, errors } = parseChainOverrides({
      VITE_BLOCK_POLLING_MS_2153: ' 2000 ',
      VITE_BLOCK_POLLING_MS_1: '100',
      VITE_BLOCK_POLLING_MS_5: '600000',
      VITE_BLOCK_POLLING_MS_6: '',
      VITE_BLOCK_POLLING_MS_0: '1000',
      VITE_BLOCK_POLLING_MS_: '1000',
    })
    expect(blockPollingMs).toEqual({ 2153: 2000, 1: 100, 5: 600_000 })
    expect(errors).toEqual([])
  })

  it('reads a block time the same way, apart from the polling', () => {
    const { blockPollingMs, blockTimeMs, errors } = parseChainOverrides({
      VITE_BLOCK_TIME_MS_2153: '2000',
      VITE_BLOCK_POLLING_MS_2152: '4000',
      VITE_BLOCK_TIME_MS_1: '12.5',
    })
    expect(blockTimeMs).toEqual({ 2153: 2000 })
    expect(blockPollingMs).toEqual({ 2152: 4000 })
    expect(errors).toEqual(['VITE_BLOCK_TIME_MS_1: not a whole number of milliseconds from 100 to 600000: 12.5'])
  })

  it('refuses what is not a whole number in range, and says which', () => {
    const bad = ['99', '600001', '1.5', '-5', '2s', '1e3', '0x10', '9999999999']
    const env = Object.fromEntries(bad.map((value, index) => [`VITE_BLOCK_POLLING_MS_${index + 1}`, value]))
    const { blockPollingMs, errors } = parseChainOverrides(env)
    expect(blockPollingMs).toEqual({})
    expect(errors).toEqual(
      bad.map(
        (value, index) =>
          `VITE_BLOCK_POLLING_MS_${index + 1}: not a whole number of milliseconds from 100 to 600000: ${value}`,
      ),
    )
  })
})

describe('rpcUrlsFor', () => {
  it('replaces the built-in list of a chain with an override and keeps the others', () => {
    const overrides = parseChainOverrides({ VITE_RPC_URL_1: 'https://mine.example' })
    expect(rpcUrlsFor(1, ['https://public.example'], overrides)).toEqual(['https://mine.example'])
    expect(rpcUrlsFor(5, ['https://public.example'], overrides)).toEqual(['https://public.example'])
  })
})
