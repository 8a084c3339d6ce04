// WalletConnect v2, only when a project id is configured; the connector, its SDK and its options load on first use.
import { initializeConnector } from '@web3-react/core'

import { DEFAULT_CHAIN_ID } from '@/config/chains'

import { LazyConnector } from './lazyConnector'
import { setPairingUri } from './walletConnectPairing'
import { walletConnectShowsQrModal } from './walletConnectPreload'
import { type ProviderWithRelayer, watchRelay } from './walletConnectRelay'

const projectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID
/** A relay of the operator's own (the tests' loopback one); WalletConnect's public relay when unset. */
const relayUrl = import.meta.env.VITE_WALLETCONNECT_RELAY_URL || undefined

export const walletConnectConnection = projectId
  ? initializeConnector<LazyConnector>(
      (actions) =>
        new LazyConnector(actions, async (lazyActions) => {
          const [{ WalletConnect, URI_AVAILABLE }, { walletConnectOptions }, { keepModalForPairing }] =
            await Promise.all([
              import('@web3-react/walletconnect-v2'),
              import('./walletConnectOptions'),
              import('./walletConnectModal'),
            ])
          // On a phone the wallet dialog hands the pairing URI to a wallet by deep link; elsewhere Reown's modal shows it.
          const pairsInApp = !walletConnectShowsQrModal()
          /** Once a session is up: the modal stays for pairing only, and the relay's state is followed. */
          class SessionWatchingWalletConnect extends WalletConnect {
            async activate(desiredChainId?: number): Promise<void> {
              const showUri = (uri: string) => setPairingUri(uri)
              if (pairsInApp) this.events.on(URI_AVAILABLE, showUri)
              try {
                await super.activate(desiredChainId)
              } finally {
                this.events.off(URI_AVAILABLE, showUri)
                setPairingUri(undefined)
              }
              this.#watch()
            }
            async connectEagerly(): Promise<void> {
              await super.connectEagerly()
              this.#watch()
            }
            #watch(): void {
              keepModalForPairing(this.provider)
              watchRelay(this.provider as ProviderWithRelayer | undefined)
            }
          }
          return new SessionWatchingWalletConnect({
            actions: lazyActions,
            defaultChainId: DEFAULT_CHAIN_ID,
            options: walletConnectOptions(projectId, new URL(window.location.href), relayUrl, { qrModal: !pairsInApp }),
          })
        }),
    )
  : undefined
