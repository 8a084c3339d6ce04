// Which wallet options the modal lists for a browser: the injected one as MetaMask or generic, the mobile-only
// Coinbase link, and the hosted wallets only when configured.
import { WalletKind } from '@/config/wallets'

export interface WalletEnvironment {
  isMobile: boolean
  hasInjected: boolean
  isMetaMask: boolean
  walletConnect: boolean
  fortmatic: boolean
  portis: boolean
}

export interface WalletOptionList {
  options: WalletKind[]
  /** No injected wallet on a desktop browser: offer the MetaMask download instead. */
  installMetaMask: boolean
}

export function walletOptions(env: WalletEnvironment): WalletOptionList {
  const options: WalletKind[] = []
  if (env.hasInjected) options.push(env.isMetaMask ? WalletKind.METAMASK : WalletKind.INJECTED)
  if (env.walletConnect) options.push(WalletKind.WALLET_CONNECT)
  // On a phone without a wallet browser, Coinbase Wallet is reached by opening this page in its app.
  if (env.isMobile && !env.hasInjected) options.push(WalletKind.COINBASE_LINK)
  else if (!env.isMobile) options.push(WalletKind.COINBASE_WALLET)
  if (env.fortmatic) options.push(WalletKind.FORTMATIC)
  if (env.portis) options.push(WalletKind.PORTIS)
  return { options, installMetaMask: !env.isMobile && !env.hasInjected }
}

/** The spec offers Disconnect only for wallets other than the injected and Coinbase ones. */
export function canDisconnect(kind: WalletKind): boolean {
  return ![WalletKind.INJECTED, WalletKind.METAMASK, WalletKind.COINBASE_WALLET, WalletKind.COINBASE_LINK].includes(
    kind,
  )
}
