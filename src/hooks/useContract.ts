// A contract instance for hooks (components never call contracts): signed by the connected wallet when it is on
// the chain the app shows, otherwise read-only through the app's read provider. Contract-specific hooks live in
// src/hooks/contracts/, one file per area, so a page only bundles the ABIs it uses.
import type { ContractInterface } from '@ethersproject/contracts'
import { Contract } from '@ethersproject/contracts'
import { useWeb3React } from '@web3-react/core'
import { useMemo } from 'react'

import { useReadProvider } from '@/connection/readProviderHook'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { isAddress } from '@/utils/address'

export function useContract<T extends Contract = Contract>(
  address: string | undefined,
  abi: ContractInterface,
  withSigner = true,
): T | null {
  const { provider, account, chainId: walletChainId } = useWeb3React()
  const chainId = useActiveChainId()
  const readProvider = useReadProvider()
  return useMemo(() => {
    const checksummed = isAddress(address)
    if (!checksummed) return null
    const signer = withSigner && provider && account && walletChainId === chainId ? provider.getSigner(account) : null
    return new Contract(checksummed, abi, signer ?? readProvider) as T
  }, [address, abi, withSigner, provider, account, walletChainId, chainId, readProvider])
}
