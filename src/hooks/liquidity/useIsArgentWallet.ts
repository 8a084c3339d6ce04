// Whether the connected account is an Argent smart-contract wallet (asked of Argent's registry on Ethereum only).
import { useMemo } from 'react'

import { ARGENT_WALLET_DETECTOR_ABI, ARGENT_WALLET_DETECTOR_ADDRESS, isPermitChain } from '@/config/removeLiquidity'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useContract } from '@/hooks/contracts/useContract'
import { NEVER_RELOAD, useSingleCallResult } from '@/state/multicall/hooks'

export function useIsArgentWallet(): boolean {
  const { account } = useWeb3React()
  const chainId = useActiveChainId()
  const detector = useContract(
    isPermitChain(chainId) ? ARGENT_WALLET_DETECTOR_ADDRESS : undefined,
    ARGENT_WALLET_DETECTOR_ABI,
    false,
  )
  const inputs = useMemo(() => (account ? [account] : undefined), [account])
  const result = useSingleCallResult(inputs ? detector : null, 'isArgentWallet', inputs, NEVER_RELOAD).result
  return Boolean(result?.[0])
}
