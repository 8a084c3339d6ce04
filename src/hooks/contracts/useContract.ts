// A contract instance for hooks (components never call contracts): signed by the connected wallet when it is on
// the chain the app shows, otherwise read-only through the app's read provider. Contract-specific hooks live in
// src/hooks/contracts/, one file per area, so a page only bundles the ABIs it uses, and each names the contract's
// TypeChain type (src/abis/types, `npm run abis:types`) so that calls are checked by the compiler.
import { Interface } from '@ethersproject/abi'
import type { Signer } from '@ethersproject/abstract-signer'
import type { BaseContract, ContractInterface } from '@ethersproject/contracts'
import { Contract } from '@ethersproject/contracts'
import { useMemo } from 'react'

import { useReadProvider } from '@/connection/readProviderHook'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { isAddress } from '@/utils/tokens/address'

/** The connected wallet's signer when it is on the chain the app shows (what useContract signs with), else null. */
export function useContractSigner(): Signer | null {
  const { provider, account, chainId: walletChainId } = useWeb3React()
  const chainId = useActiveChainId()
  return useMemo(
    () => (provider && account && walletChainId === chainId ? provider.getSigner(account) : null),
    [provider, account, walletChainId, chainId],
  )
}

const interfaces = new WeakMap<object, Interface>()

/**
 * One parsed Interface per ABI: given the ABI itself, every Contract would parse its fragments and hash its selectors
 * again (each token's ERC-20 contract, each change of signer), most of the ABI work of the first render.
 */
export function interfaceOf(abi: ContractInterface): Interface {
  if (Interface.isInterface(abi)) return abi
  if (typeof abi === 'string') return new Interface(abi)
  let parsed = interfaces.get(abi)
  if (!parsed) {
    parsed = new Interface(abi)
    interfaces.set(abi, parsed)
  }
  return parsed
}

/** The contract at `address` as T: the TypeChain type of `abi` (the caller keeps the two together). */
export function useContract<T extends BaseContract = Contract>(
  address: string | undefined,
  abi: ContractInterface,
  withSigner = true,
): T | null {
  const signer = useContractSigner()
  const readProvider = useReadProvider()
  return useMemo(() => {
    const checksummed = isAddress(address)
    if (!checksummed) return null
    return new Contract(
      checksummed,
      interfaceOf(abi),
      (withSigner ? signer : null) ?? readProvider,
    ) as BaseContract as T
  }, [address, abi, withSigner, signer, readProvider])
}
