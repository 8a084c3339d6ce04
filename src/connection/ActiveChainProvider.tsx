// Provides the chain the app reads from (./useActiveChainId) to everything under the wallet's provider.
import type { ReactNode } from 'react'

import { useSelectedChain } from './chainSelection'
import { ActiveChainContext, activeChainId } from './useActiveChainId'
import { useWeb3React } from './web3Context'

export function ActiveChainProvider({ children }: { children: ReactNode }) {
  const { chainId } = useWeb3React()
  const selected = useSelectedChain()
  return <ActiveChainContext.Provider value={activeChainId(chainId, selected)}>{children}</ActiveChainContext.Provider>
}
