// The injected browser wallet (MetaMask and compatible EIP-1193 providers) as a web3-react connector.
import { initializeConnector } from '@web3-react/core'
import { MetaMask } from '@web3-react/metamask'

// `silent` stops the connector logging when no wallet is injected: that is a normal state here.
export const [metaMask, metaMaskHooks, metaMaskStore] = initializeConnector<MetaMask>(
  (actions) => new MetaMask({ actions, options: { silent: true } }),
)
