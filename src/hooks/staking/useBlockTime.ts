// Seconds between blocks on the active chain, for countdowns and blocks per year.
import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'

const FALLBACK_BLOCK_TIME = 2

export function useBlockTime(): number {
  const chainId = useActiveChainId()
  return isSupportedChain(chainId) ? CHAINS[chainId].blockTime : FALLBACK_BLOCK_TIME
}
