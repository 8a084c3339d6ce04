// Which wallet options the modal lists beside the announced (EIP-6963) wallets: the injected one as MetaMask or
// generic, the mobile-only Coinbase link, and the hosted wallets only when configured.
import { WalletKind } from '@/config/wallets'

export interface WalletEnvironment {
  isMobile: boolean
  hasInjected: boolean
  isMetaMask: boolean
  walletConnect: boolean
  fortmatic: boolean
  portis: boolean
  /** Some wallet announced itself by EIP-6963 (listed by the dialog with its own name and icon). */
  hasAnnounced?: boolean
  /** window.ethereum is one of the announced wallets: listed once, under its own name. */
  injectedIsAnnounced?: boolean
}

export interface WalletOptionList {
  options: WalletKind[]
  /** No injected wallet on a desktop browser: offer the MetaMask download instead. */
  installMetaMask: boolean
}

export function walletOptions(env: WalletEnvironment): WalletOptionList {
  const options: WalletKind[] = []
  // The plain injected option is the fallback for a wallet that does not announce itself.
  if (env.hasInjected && !env.injectedIsAnnounced)
    options.push(env.isMetaMask ? WalletKind.METAMASK : WalletKind.INJECTED)
  if (env.walletConnect) options.push(WalletKind.WALLET_CONNECT)
  // On a phone without a wallet browser, Coinbase Wallet is reached by opening this page in its app.
  if (env.isMobile && !env.hasInjected) options.push(WalletKind.COINBASE_LINK)
  else if (!env.isMobile) options.push(WalletKind.COINBASE_WALLET)
  if (env.fortmatic) options.push(WalletKind.FORTMATIC)
  if (env.portis) options.push(WalletKind.PORTIS)
  return { options, installMetaMask: !env.isMobile && !env.hasInjected && !env.hasAnnounced }
}

/** The spec offers Disconnect only for wallets other than the injected (announced ones included) and Coinbase ones. */
const NO_DISCONNECT = [
  WalletKind.INJECTED,
  WalletKind.METAMASK,
  WalletKind.ANNOUNCED,
  WalletKind.COINBASE_WALLET,
  WalletKind.COINBASE_LINK,
]

export function canDisconnect(kind: WalletKind): boolean {
  return !NO_DISCONNECT.includes(kind)
}
