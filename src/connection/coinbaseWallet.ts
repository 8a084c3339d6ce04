// Coinbase Wallet through its SDK 3.9; the connector and SDK load on first use.
import { initializeConnector } from '@web3-react/core'

import { CHAINS, DEFAULT_CHAIN_ID } from '@/config/chains'

import { LazyConnector } from './lazyConnector'

export const coinbaseWalletConnection = initializeConnector<LazyConnector>(
  (actions) =>
    new LazyConnector(actions, async (lazyActions) => {
      // SDK 3.9 uses a global Buffer without importing it (STACK-NOTES).
      const [{ Buffer }, { CoinbaseWallet }] = await Promise.all([
        import('buffer'),
        import('@web3-react/coinbase-wallet'),
      ])
      const global = globalThis as { Buffer?: unknown }
      global.Buffer ??= Buffer
      return new CoinbaseWallet({
        actions: lazyActions,
        options: {
          url: CHAINS[DEFAULT_CHAIN_ID].rpcUrls[0],
          appName: 'Venom Swap',
          reloadOnDisconnect: false,
        },
      })
    }),
)
