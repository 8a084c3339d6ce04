// WalletConnect v2's options, loaded with its SDK. On a desktop Reown's modal shows the pairing URI as a QR code for
// a phone to scan; on a phone the app shows it itself, as links that open a wallet (walletConnectDeepLinks.ts), and
// the modal is not loaded. The metadata tells the wallet which site asks, and where to return.
import type { WalletConnectOptions } from '@web3-react/walletconnect-v2'

import { CHAINS, DEFAULT_CHAIN_ID } from '@/config/chains'
import { INJECTED_SUPPORTED_CHAIN_IDS } from '@/config/wallets'

function rpcMap(): Record<number, string[]> {
  const map: Record<number, string[]> = {}
  for (const id of INJECTED_SUPPORTED_CHAIN_IDS) {
    const chain = CHAINS[id as keyof typeof CHAINS]
    if (chain) map[id] = [...chain.rpcUrls]
  }
  return map
}

export function walletConnectOptions(
  projectId: string,
  pageUrl: URL,
  relayUrl?: string,
  { qrModal = true }: { qrModal?: boolean } = {},
): WalletConnectOptions {
  return {
    projectId,
    ...(relayUrl ? { relayUrl } : {}),
    // Every chain optional (a wallet refuses a session whose required chain it lacks, and Findora is not in most
    // wallets' lists), the default first so that the session starts there. web3-react puts the chain it activates
    // first in each list and throws when a non-empty list lacks it: the default must be in this one.
    optionalChains: [DEFAULT_CHAIN_ID, ...INJECTED_SUPPORTED_CHAIN_IDS.filter((id) => id !== DEFAULT_CHAIN_ID)],
    showQrModal: qrModal,
    ...(qrModal ? { qrModalOptions: { enableExplorer: true } } : {}),
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
