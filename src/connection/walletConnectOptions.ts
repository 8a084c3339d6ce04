// WalletConnect v2's options, loaded with its SDK. On a phone its modal shows no QR code but a list of wallets that
// open by deep link (native scheme, else universal link); the explorer adds more when reachable, these few always
// work. The metadata tells the wallet which site asks, and where to return.
import type { WalletConnectOptions } from '@web3-react/walletconnect-v2'

import { CHAINS, DEFAULT_CHAIN_ID } from '@/config/chains'
import { INJECTED_SUPPORTED_CHAIN_IDS } from '@/config/wallets'

/** Wallets with stable deep links (ids are WalletConnect explorer ids). */
export const MOBILE_WALLETS = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    links: { native: 'metamask://', universal: 'https://metamask.app.link' },
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    links: { native: 'trust://', universal: 'https://link.trustwallet.com' },
  },
  {
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    links: { native: 'rainbow://', universal: 'https://rnbwapp.com' },
  },
]

function rpcMap(): Record<number, string[]> {
  const map: Record<number, string[]> = {}
  for (const id of INJECTED_SUPPORTED_CHAIN_IDS) {
    const chain = CHAINS[id as keyof typeof CHAINS]
    if (chain) map[id] = [...chain.rpcUrls]
  }
  return map
}

export function walletConnectOptions(projectId: string, pageUrl: URL, relayUrl?: string): WalletConnectOptions {
  return {
    projectId,
    ...(relayUrl ? { relayUrl } : {}),
    // Every chain optional (a wallet refuses a session whose required chain it lacks, and Findora is not in most
    // wallets' lists), the default first so that the session starts there. web3-react puts the chain it activates
    // first in each list and throws when a non-empty list lacks it: the default must be in this one.
    optionalChains: [DEFAULT_CHAIN_ID, ...INJECTED_SUPPORTED_CHAIN_IDS.filter((id) => id !== DEFAULT_CHAIN_ID)],
    showQrModal: true,
    qrModalOptions: { enableExplorer: true, mobileWallets: MOBILE_WALLETS },
    rpcMap: rpcMap(),
    metadata: {
      name: 'Venom Swap',
      description: 'Swap tokens and provide liquidity',
      url: pageUrl.origin,
      icons: [new URL('favicon.svg', pageUrl).href],
      redirect: { universal: pageUrl.href },
    },
  }
}
