// The chain the app reads from: the wallet's chain when it is one we support, otherwise the default chain.
import { useWeb3React } from '@web3-react/core'

import { DEFAULT_CHAIN_ID, isSupportedChain } from '@/config/chains'

export function useActiveChainId(): number {
  const { chainId } = useWeb3React()
  return isSupportedChain(chainId) ? chainId : DEFAULT_CHAIN_ID
}
