import { describe, expect, it } from 'vitest'

import { WalletKind } from '@/config/wallets'

import { canDisconnect, type WalletEnvironment, walletOptions } from './walletOptions'

const desktop: WalletEnvironment = {
  isMobile: false,
  hasInjected: true,
  isMetaMask: true,
  walletConnect: false,
  fortmatic: false,
  portis: false,
}

describe('walletOptions', () => {
  it('names the injected wallet MetaMask only when it says so', () => {
    expect(walletOptions(desktop).options).toEqual([WalletKind.METAMASK, WalletKind.COINBASE_WALLET])
    expect(walletOptions({ ...desktop, isMetaMask: false }).options).toEqual([
      WalletKind.INJECTED,
      WalletKind.COINBASE_WALLET,
    ])
  })

  it('offers the MetaMask download on a desktop without a wallet', () => {
    const list = walletOptions({ ...desktop, hasInjected: false, isMetaMask: false })
    expect(list.installMetaMask).toBe(true)
    expect(list.options).toEqual([WalletKind.COINBASE_WALLET])
  })

  it('lists WalletConnect, Fortmatic and Portis only when configured', () => {
    expect(walletOptions({ ...desktop, walletConnect: true, fortmatic: true, portis: true }).options).toEqual([
      WalletKind.METAMASK,
      WalletKind.WALLET_CONNECT,
      WalletKind.COINBASE_WALLET,
      WalletKind.FORTMATIC,
      WalletKind.PORTIS,
    ])
  })

  it('shows the Coinbase open-in-app link on a phone without an injected wallet', () => {
    const list = walletOptions({
      ...desktop,
      isMobile: true,
      hasInjected: false,
      isMetaMask: false,
      walletConnect: true,
    })
    expect(list.options).toEqual([WalletKind.WALLET_CONNECT, WalletKind.COINBASE_LINK])
    expect(list.installMetaMask).toBe(false)
    expect(walletOptions({ ...desktop, isMobile: true }).options).toEqual([WalletKind.METAMASK])
  })

  it('keeps the plain injected option as the fallback unless window.ethereum announced itself', () => {
    expect(walletOptions({ ...desktop, hasAnnounced: true }).options).toEqual([
      WalletKind.METAMASK,
      WalletKind.COINBASE_WALLET,
    ])
    expect(walletOptions({ ...desktop, hasAnnounced: true, injectedIsAnnounced: true }).options).toEqual([
      WalletKind.COINBASE_WALLET,
    ])
  })

  it('offers no MetaMask download when a wallet announced itself without window.ethereum', () => {
    const env = { ...desktop, hasInjected: false, isMetaMask: false }
    expect(walletOptions({ ...env, hasAnnounced: true }).installMetaMask).toBe(false)
  })
})

describe('canDisconnect', () => {
  it('is offered for every wallet but the injected and Coinbase ones', () => {
    expect(canDisconnect(WalletKind.INJECTED)).toBe(false)
    expect(canDisconnect(WalletKind.METAMASK)).toBe(false)
    expect(canDisconnect(WalletKind.COINBASE_WALLET)).toBe(false)
    expect(canDisconnect(WalletKind.ANNOUNCED)).toBe(false)
    expect(canDisconnect(WalletKind.WALLET_CONNECT)).toBe(true)
    expect(canDisconnect(WalletKind.FORTMATIC)).toBe(true)
    expect(canDisconnect(WalletKind.PORTIS)).toBe(true)
  })
})
