// WalletConnect v2, only when a project id is configured; the connector and its SDK load on first use.
import { initializeConnector } from '@web3-react/core'

import { CHAINS, DEFAULT_CHAIN_ID } from '@/config/chains'
import { INJECTED_SUPPORTED_CHAIN_IDS } from '@/config/wallets'

import { LazyConnector } from './lazyConnector'

const projectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID

function rpcMap(): Record<number, string[]> {
  const map: Record<number, string[]> = {}
  for (const id of INJECTED_SUPPORTED_CHAIN_IDS) {
    const chain = CHAINS[id as keyof typeof CHAINS]
    if (chain) map[id] = [...chain.rpcUrls]
  }
  return map
}

export const walletConnectConnection = projectId
  ? initializeConnector<LazyConnector>(
      (actions) =>
        new LazyConnector(actions, async (lazyActions) => {
          const { WalletConnect } = await import('@web3-react/walletconnect-v2')
          return new WalletConnect({
            actions: lazyActions,
            defaultChainId: DEFAULT_CHAIN_ID,
            options: {
              projectId,
              chains: [DEFAULT_CHAIN_ID],
              optionalChains: INJECTED_SUPPORTED_CHAIN_IDS.filter((id) => id !== DEFAULT_CHAIN_ID),
              showQrModal: true,
              rpcMap: rpcMap(),
            },
          })
        }),
    )
  : undefined
