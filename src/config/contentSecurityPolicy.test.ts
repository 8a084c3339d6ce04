import { describe, expect, it } from 'vitest'

import { ChainId } from './chains'
import {
  connectSources,
  contentSecurityPolicy,
  type CspInputs,
  frameSources,
  servedChains,
} from './contentSecurityPolicy'

const BASE: CspInputs = {
  rpcUrls: ['https://rpc-mainnet.findora.org', 'https://rpc-mainnet.fra.tech/path?x=1'],
  listUrls: ['./lists/31337.json', 'https://ipfs.io', 'ipfs://Qm', 'not a url'],
  priceUrls: ['https://api.coingecko.com/api/v3/simple/price?ids=findora'],
  servesLocalChain: false,
  walletConnect: false,
  fortmatic: false,
  extraConnectSources: [],
}

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('connectSources', () => {
  it('names the origins of the RPC, list and price URLs only, sorted, each once', () => {
    expect(connectSources(BASE)).toEqual([
      "'self'",
      'https://api.coingecko.com',
      'https://api.wallet.coinbase.com',
      'https://ipfs.io',
      'https://rpc-mainnet.findora.org',
      'https://rpc-mainnet.fra.tech',
      'https://www.walletlink.org',
      'wss://www.walletlink.org',
    ])
  })

  it('has no loopback wildcard unless the build serves the local chain', () => {
    expect(connectSources(BASE).join(' ')).not.toMatch(/127\.0\.0\.1|localhost/)
    expect(connectSources({ ...BASE, servesLocalChain: true })).toEqual(
      expect.arrayContaining(['http://127.0.0.1:*', 'http://localhost:*']),
    )
  })

  it('adds WalletConnect and Fortmatic hosts only when configured', () => {
    expect(connectSources(BASE).join(' ')).not.toMatch(/walletconnect|fortmatic/)
    expect(frameSources(BASE)).toEqual(["'none'"])
    const all = { ...BASE, walletConnect: true, fortmatic: true }
    expect(connectSources(all)).toEqual(
      expect.arrayContaining([
        'wss://relay.walletconnect.org',
        'https://*.walletconnect.com',
        'https://*.fortmatic.com',
      ]),
    )
    expect(frameSources(all)).toEqual(
      expect.arrayContaining(['https://verify.walletconnect.org', 'https://x2.fortmatic.com']),
    )
  })

  it('takes extra origins a host configures, but nothing that could end or widen the directive', () => {
    const extra = ['https://lists.example.org', "'unsafe-eval'", 'https://a.org; script-src *', '*', 'javascript:x']
    const sources = connectSources({ ...BASE, extraConnectSources: extra })
    expect(sources).toContain('https://lists.example.org')
    expect(sources.filter((source) => !/^('self'|https:\/\/|wss:\/\/)/.test(source))).toEqual([])
  })
})

describe('contentSecurityPolicy', () => {
  it('forbids inline script, plugins, base and form targets', () => {
    const policy = contentSecurityPolicy(BASE)
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'form-action')).toEqual(["'none'"])
    expect(directive(policy, 'connect-src')).toEqual(connectSources(BASE))
  })
})

describe('servedChains', () => {
  it('is the default chain and the chains an injected wallet may use on that build', () => {
    expect(servedChains(ChainId.FINDORA)).toEqual([ChainId.FINDORA])
    expect(servedChains(ChainId.LOCAL)).toContain(ChainId.LOCAL)
    expect(servedChains(ChainId.MAINNET)).not.toContain(ChainId.LOCAL)
  })
})
