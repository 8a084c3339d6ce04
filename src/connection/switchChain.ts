// Asks the wallet to switch to a chain the app serves, adding the chain first when the wallet does not know it.
import type { Provider } from '@web3-react/types'

import { type ChainId, CHAINS } from '@/config/chains'
import { walletErrorCode } from '@/utils/transactions/walletError'

import { UNRECOGNIZED_CHAIN } from './errors'

export function hexChainId(chainId: number): string {
  return `0x${chainId.toString(16)}`
}

export interface AddEthereumChainParams {
  chainId: string
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

/** The EIP-3085 parameters for wallet_addEthereumChain, from the chain configuration. */
export function addChainParameters(chainId: ChainId): AddEthereumChainParams {
  const chain = CHAINS[chainId]
  const params: AddEthereumChainParams = {
    chainId: hexChainId(chainId),
    chainName: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: [...chain.rpcUrls],
  }
  // A development chain has no explorer of its own (its "explorer" is the node): wallets reject such URLs.
  if (/^https:\/\//.test(chain.explorer)) params.blockExplorerUrls = [chain.explorer]
  return params
}

export async function switchToChain(provider: Provider, chainId: ChainId): Promise<void> {
  const switchParams = [{ chainId: hexChainId(chainId) }]
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: switchParams })
  } catch (error) {
    if (walletErrorCode(error) !== UNRECOGNIZED_CHAIN) throw error
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(chainId)] })
    // Some wallets add without switching; asking again is harmless when they already did.
    await provider.request({ method: 'wallet_switchEthereumChain', params: switchParams })
  }
}
