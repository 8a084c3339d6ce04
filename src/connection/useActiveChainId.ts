// The chain the app reads from: the wallet's chain when it is one we support, otherwise the network the user chose
// (header switcher or `?chain=` link), otherwise the default chain. Worked out once for the whole tree
// (./ActiveChainProvider, which the wallet's provider renders) and read from a context: a page reads it in a few
// hundred hooks (every multicall read, block number, contract and deployment), and a store subscription for each, as
// each had before, cost the first render a subscription and two effects apiece (issue 38).
import { createContext, useContext } from 'react'

import { DEFAULT_CHAIN_ID, isSupportedChain } from '@/config/chains'

import { chooseActiveChain } from './chainParam'

export const ActiveChainContext = createContext<number | undefined>(undefined)

/** The active chain for a wallet on `walletChainId` with the network `selected` by the user. */
export function activeChainId(walletChainId: number | undefined, selected: number | undefined): number {
  return chooseActiveChain({
    walletChainId,
    isKnownChain: isSupportedChain,
    selected,
    defaultChainId: DEFAULT_CHAIN_ID,
  })
}

export function useActiveChainId(): number {
  const chainId = useContext(ActiveChainContext)
  if (chainId === undefined) throw new Error('useActiveChainId can only be used within ActiveChainProvider')
  return chainId
}
