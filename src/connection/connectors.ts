// The connectors web3-react knows about, in priority order, and which wallet kind each one serves.
import type { Web3ReactHooks } from '@web3-react/core'
import type { Connector, Web3ReactStore } from '@web3-react/types'

import { WalletKind } from '@/config/wallets'

import { announced, announcedHooks, announcedStore } from './announced'
import { coinbaseWalletConnection } from './coinbaseWallet'
import { fortmaticConnection, portisConnection } from './hostedWallets'
import { metaMask, metaMaskHooks, metaMaskStore } from './metaMask'
import { walletConnectConnection } from './walletConnect'

export type Connection = [Connector, Web3ReactHooks, Web3ReactStore]

const optional = (connection: Connection | undefined): Connection[] => (connection ? [connection] : [])

export const connectors: Connection[] = [
  [metaMask, metaMaskHooks, metaMaskStore],
  [announced, announcedHooks, announcedStore],
  ...optional(walletConnectConnection),
  coinbaseWalletConnection,
  ...optional(fortmaticConnection),
  ...optional(portisConnection),
]

/** The connector behind a wallet option; the Coinbase link opens a URL and has none. */
export function connectorFor(kind: WalletKind): Connector | undefined {
  switch (kind) {
    case WalletKind.INJECTED:
    case WalletKind.METAMASK:
      return metaMask
    case WalletKind.ANNOUNCED:
      return announced
    case WalletKind.WALLET_CONNECT:
      return walletConnectConnection?.[0]
    case WalletKind.COINBASE_WALLET:
      return coinbaseWalletConnection[0]
    case WalletKind.FORTMATIC:
      return fortmaticConnection?.[0]
    case WalletKind.PORTIS:
      return portisConnection?.[0]
    case WalletKind.COINBASE_LINK:
      return undefined
  }
}

/** The kind to name for a connected connector; the injected one is MetaMask when it says so. */
export function walletKindOf(connector: Connector, isMetaMask: boolean): WalletKind {
  if (connector === metaMask) return isMetaMask ? WalletKind.METAMASK : WalletKind.INJECTED
  if (connector === announced) return WalletKind.ANNOUNCED
  if (connector === walletConnectConnection?.[0]) return WalletKind.WALLET_CONNECT
  if (connector === coinbaseWalletConnection[0]) return WalletKind.COINBASE_WALLET
  if (connector === fortmaticConnection?.[0]) return WalletKind.FORTMATIC
  return WalletKind.PORTIS
}

export const walletConnectConfigured = walletConnectConnection !== undefined
export const fortmaticConfigured = fortmaticConnection !== undefined
export const portisConfigured = portisConnection !== undefined
