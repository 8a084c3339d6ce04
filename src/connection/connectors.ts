// The connectors web3-react knows about, in priority order for the provider.
import { metaMask, metaMaskHooks } from './metaMask'

export const connectors: [typeof metaMask, typeof metaMaskHooks][] = [[metaMask, metaMaskHooks]]
