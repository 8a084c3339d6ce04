// WalletConnect v2, only when a project id is configured; the connector, its SDK and its options load on first use.
import { initializeConnector } from '@web3-react/core'

import { DEFAULT_CHAIN_ID } from '@/config/chains'

import { LazyConnector } from './lazyConnector'

const projectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID
/** A relay of the operator's own (the tests' loopback one); WalletConnect's public relay when unset. */
const relayUrl = import.meta.env.VITE_WALLETCONNECT_RELAY_URL || undefined

export const walletConnectConnection = projectId
  ? initializeConnector<LazyConnector>(
      (actions) =>
        new LazyConnector(actions, async (lazyActions) => {
          const [{ WalletConnect }, { walletConnectOptions }, { keepModalForPairing }] = await Promise.all([
            import('@web3-react/walletconnect-v2'),
            import('./walletConnectOptions'),
            import('./walletConnectModal'),
          ])
          class PairingModalWalletConnect extends WalletConnect {
            async activate(desiredChainId?: number): Promise<void> {
              await super.activate(desiredChainId)
              keepModalForPairing(this.provider)
            }
            async connectEagerly(): Promise<void> {
              await super.connectEagerly()
              keepModalForPairing(this.provider)
            }
          }
          return new PairingModalWalletConnect({
            actions: lazyActions,
            defaultChainId: DEFAULT_CHAIN_ID,
            options: walletConnectOptions(projectId, new URL(window.location.href), relayUrl),
          })
        }),
    )
  : undefined
