import { describe, expect, it } from 'vitest'

import { deepLink, PHONE_WALLETS, phonePlatform } from './walletConnectDeepLinks'

// A real pairing URI's shape: its query is what a careless link would cut short (`&`) or leave unescaped.
const URI =
  'wc:7f6e5d4c3b2a@2?relay-protocol=irn&symKey=0a1b2c3d&expiryTimestamp=1764700000&methods=wc_sessionAuthenticate'

const metaMask = PHONE_WALLETS.find(({ slug }) => slug === 'metamask')!

describe('deepLink', () => {
  it('opens the wallet by its scheme on Android, carrying the whole URI', () => {
    const link = deepLink(metaMask, URI, 'android')
    expect(link).toBe(`metamask://wc?uri=${encodeURIComponent(URI)}`)
    expect(new URL(link).searchParams.get('uri')).toBe(URI)
  })

  it('opens the wallet by its universal link on iOS', () => {
    const link = deepLink(metaMask, URI, 'ios')
    expect(link).toBe(`https://metamask.app.link/wc?uri=${encodeURIComponent(URI)}`)
    expect(new URL(link).searchParams.get('uri')).toBe(URI)
  })

  it('gives every listed wallet a link of its own that carries the URI', () => {
    for (const platform of ['ios', 'android'] as const) {
      const links = PHONE_WALLETS.map((wallet) => deepLink(wallet, URI, platform))
      expect(new Set(links).size).toBe(PHONE_WALLETS.length)
      for (const link of links) expect(new URL(link).searchParams.get('uri')).toBe(URI)
    }
    expect(new Set(PHONE_WALLETS.map(({ slug }) => slug)).size).toBe(PHONE_WALLETS.length)
  })

  it('accepts links written with or without their trailing separators', () => {
    const wallet = { ...metaMask, links: { native: 'metamask:', universal: 'https://metamask.app.link/' } }
    expect(deepLink(wallet, URI, 'android')).toBe(deepLink(metaMask, URI, 'android'))
    expect(deepLink(wallet, URI, 'ios')).toBe(deepLink(metaMask, URI, 'ios'))
  })
})

describe('phonePlatform', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 'android'],
    ['', 'android'],
  ])('%s → %s', (userAgent, platform) => {
    expect(phonePlatform(userAgent)).toBe(platform)
  })
})
