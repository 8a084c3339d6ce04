// On a phone the pairing URI is not shown as a QR code (the wallet is on the same device) but handed to the wallet
// by a link that opens it. The app draws these links itself: Reown's modal lists phone wallets from its explorer
// only, and @walletconnect/ethereum-provider 2.25 passes the app's own list on to it without their links
// (`convertWCMToAppKitOptions` keeps `links`, AppKit reads `mobile_link`), so offline or unlisted, it offers none.

export interface PhoneWallet {
  /** WalletConnect explorer id. */
  id: string
  name: string
  /** `data-testid` suffix. */
  slug: string
  links: { native: string; universal: string }
}

/** Wallets with stable deep links, as their own documentation gives them. */
export const PHONE_WALLETS: readonly PhoneWallet[] = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    slug: 'metamask',
    links: { native: 'metamask://', universal: 'https://metamask.app.link' },
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    slug: 'trust',
    links: { native: 'trust://', universal: 'https://link.trustwallet.com' },
  },
  {
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    slug: 'rainbow',
    links: { native: 'rainbow://', universal: 'https://rnbwapp.com' },
  },
]

export type PhonePlatform = 'ios' | 'android'

export function phonePlatform(userAgent: string): PhonePlatform {
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : 'android'
}

/**
 * The link that opens `wallet` with the pairing `uri`. iOS opens an installed app by its universal link (a custom
 * scheme of an app that is not installed is an error page there, a universal link its download page); Android by
 * its scheme, which every listed wallet registers.
 */
export function deepLink(wallet: PhoneWallet, uri: string, platform: PhonePlatform): string {
  const query = `wc?uri=${encodeURIComponent(uri)}`
  if (platform === 'ios') return `${wallet.links.universal.replace(/\/+$/, '')}/${query}`
  const scheme = wallet.links.native.replace(/:\/*$/, '')
  return `${scheme}://${query}`
}
