// The connector slot for wallets announced by EIP-6963: one slot serves whichever announced wallet the user
// picks (its provider is passed to activate), so no wallet has to own window.ethereum. Its code loads on first use.
import { initializeConnector } from '@web3-react/core'

import { LazyConnector } from './lazyConnector'

/** Where the chosen announced wallet's rdns is stored (see rememberedWallet). Versioned: a change of shape takes a
 * new key rather than reading old data. */
export const REMEMBERED_WALLET_KEY = 'venom_wallet_eip6963_v1'

export const [announced, announcedHooks, announcedStore] = initializeConnector<LazyConnector>(
  (actions) =>
    new LazyConnector(actions, async (lazyActions) => {
      const { AnnouncedWalletConnector } = await import('./announcedConnector')
      return new AnnouncedWalletConnector(lazyActions)
    }),
)
