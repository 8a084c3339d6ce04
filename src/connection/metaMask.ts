// The injected browser wallet (MetaMask and compatible EIP-1193 providers) as a web3-react connector. Its code
// loads on first use (the eager connection at start when a wallet is injected, or a click in the wallet modal),
// so pages without an injected wallet never fetch it.
import { initializeConnector } from '@web3-react/core'

import { LazyConnector } from './lazyConnector'

// `silent` stops the connector logging when no wallet is injected: that is a normal state here.
export const [metaMask, metaMaskHooks, metaMaskStore] = initializeConnector<LazyConnector>(
  (actions) =>
    new LazyConnector(actions, async (lazyActions) => {
      const { MetaMask } = await import('@web3-react/metamask')
      return new MetaMask({ actions: lazyActions, options: { silent: true } })
    }),
)
