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
  walletConnect: false,
  fortmatic: false,
}

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('connectSources', () => {
  it("names a WalletConnect relay's plain ws:// origin when the build has WalletConnect, and only then", () => {
    const relay = { ...BASE, walletConnectRelayUrl: 'ws://10.0.0.9:4180/relay?x=1' }
    expect(connectSources({ ...relay, walletConnect: true })).toEqual([
      "'self'",
      'https:',
      'wss:',
      'http://127.0.0.1:*',
      'http://localhost:*',
      'ws://10.0.0.9:4180',
    ])
    expect(connectSources(relay)).toEqual(connectSources(BASE))
    // On loopback too: Chromium refuses a ws:// socket that only http://127.0.0.1:* allows.
    expect(
      connectSources({
        ...BASE,
        walletConnect: true,
        walletConnectRelayUrl: 'ws://127.0.0.1:4175',
      }),
    ).toContain('ws://127.0.0.1:4175')
    // A wss:// relay is covered by the scheme.
    expect(connectSources({ ...BASE, walletConnect: true, walletConnectRelayUrl: 'wss://relay.example' })).toEqual(
      connectSources(BASE),
    )
  })

  it('allows any https and wss host, plain http on loopback only (a node on the user’s own computer), and no plain-http scheme', () => {
    expect(connectSources(BASE)).toEqual(["'self'", 'https:', 'wss:', 'http://127.0.0.1:*', 'http://localhost:*'])
    expect(connectSources(BASE)).not.toContain('http:')
  })

  it('names the plain-http origins the config gives (an operator’s RPC), sorted, each once, and nothing else', () => {
    const inputs = {
      ...BASE,
      rpcUrls: [...BASE.rpcUrls, 'http://10.0.0.7:8545/rpc', 'http://10.0.0.7:8545'],
      priceUrls: ['http://prices.internal/v1?x=1'],
    }
    expect(connectSources(inputs)).toEqual([
      "'self'",
      'https:',
      'wss:',
      'http://10.0.0.7:8545',
      'http://127.0.0.1:*',
      'http://localhost:*',
      'http://prices.internal',
    ])
  })

  it('covers a loopback RPC the config names (the local chain) by the loopback wildcards', () => {
    expect(connectSources({ ...BASE, rpcUrls: ['http://127.0.0.1:8545', 'http://localhost:8546/rpc'] })).toEqual([
      "'self'",
      'https:',
      'wss:',
      'http://127.0.0.1:*',
      'http://localhost:*',
    ])
  })

  it('frames WalletConnect and Fortmatic only when configured', () => {
    expect(frameSources(BASE)).toEqual(["'none'"])
    expect(frameSources({ ...BASE, walletConnect: true, fortmatic: true })).toEqual(
      expect.arrayContaining(['https://verify.walletconnect.org', 'https://x2.fortmatic.com']),
    )
  })

  it('ignores configured URLs that are no network origin', () => {
    const inputs = { ...BASE, listUrls: ['ipfs://Qm', 'ens://tokens.eth', 'javascript:alert(1)', 'not a url'] }
    expect(connectSources(inputs)).toEqual(connectSources({ ...BASE, listUrls: [] }))
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
