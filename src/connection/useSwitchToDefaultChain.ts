// The wrong-network button's action: switch the connected wallet to the build's chain.
import { useWeb3React } from '@web3-react/core'
import { useCallback } from 'react'

import { DEFAULT_CHAIN_ID } from '@/config/chains'
import { isUserRejection } from '@/utils/transactions/walletError'

import { switchToChain } from './switchChain'

export function useSwitchToDefaultChain(): () => Promise<void> {
  const { connector } = useWeb3React()
  return useCallback(async () => {
    const provider = connector.provider
    if (!provider) return
    try {
      await switchToChain(provider, DEFAULT_CHAIN_ID)
    } catch (error) {
      // The user saying no is not a fault.
      if (!isUserRejection(error)) console.error('Failed to switch network', error)
    }
  }, [connector])
}
