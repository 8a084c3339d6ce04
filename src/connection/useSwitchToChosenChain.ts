// The wrong-network button's action: switch the connected wallet to the network the user chose in the header (or
// by a `?chain=` link), else to the build's default chain.
import { useCallback } from 'react'

import { type ChainId, DEFAULT_CHAIN_ID } from '@/config/chains'
import { isNetworkChoice } from '@/config/networkChoices'
import { isUserRejection } from '@/utils/transactions/walletError'

import { useSelectedChain } from './chainSelection'
import { switchToChain } from './switchChain'
import { useWeb3React } from './web3Context'

/** The chain the wrong-network button offers. */
export function useChosenChainId(): ChainId {
  const selected = useSelectedChain()
  return isNetworkChoice(selected) ? selected : DEFAULT_CHAIN_ID
}

export function useSwitchToChosenChain(): () => Promise<void> {
  const { connector } = useWeb3React()
  const chainId = useChosenChainId()
  return useCallback(async () => {
    const provider = connector.provider
    if (!provider) return
    try {
      await switchToChain(provider, chainId)
    } catch (error) {
      // The user saying no is not a fault.
      if (!isUserRejection(error)) console.error('Failed to switch network', error)
    }
  }, [connector, chainId])
}
