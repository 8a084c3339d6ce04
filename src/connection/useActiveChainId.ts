// The chain the app reads from: the wallet's chain when it is one we support, otherwise the network the user chose
// (header switcher or `?chain=` link), otherwise the default chain.
import { DEFAULT_CHAIN_ID, isSupportedChain } from '@/config/chains'

import { chooseActiveChain } from './chainParam'
import { useSelectedChain } from './chainSelection'
import { useWeb3React } from './web3Context'

export function useActiveChainId(): number {
  const { chainId } = useWeb3React()
  const selected = useSelectedChain()
  return chooseActiveChain({
    walletChainId: chainId,
    isKnownChain: isSupportedChain,
    selected,
    defaultChainId: DEFAULT_CHAIN_ID,
  })
}
