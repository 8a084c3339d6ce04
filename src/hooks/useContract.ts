// Contract instances for hooks (components never call contracts): signed by the connected wallet when it is on
// the chain the app shows, otherwise read-only through the app's read provider.
import type { ContractInterface } from '@ethersproject/contracts'
import { Contract } from '@ethersproject/contracts'
import { useWeb3React } from '@web3-react/core'
import { useMemo } from 'react'

import ERC20_ABI from '@/abis/ERC20.json'
import ERC20_BYTES32_ABI from '@/abis/ERC20Bytes32.json'
import GOVERNOR_ABI from '@/abis/GovernorAlpha.json'
import MASTER_BREEDER_ABI from '@/abis/MasterBreeder.json'
import MERKLE_DISTRIBUTOR_ABI from '@/abis/MerkleDistributor.json'
import SINGLE_STAKING_POOL_ABI from '@/abis/SingleStakingPool.json'
import V1_EXCHANGE_ABI from '@/abis/UniswapV1Exchange.json'
import V1_FACTORY_ABI from '@/abis/UniswapV1Factory.json'
import MIGRATOR_ABI from '@/abis/UniswapV2Migrator.json'
import PAIR_ABI from '@/abis/UniswapV2Pair.json'
import ROUTER_ABI from '@/abis/UniswapV2Router02.json'
import VENOM_TOKEN_ABI from '@/abis/VenomToken.json'
import WETH_ABI from '@/abis/WETH9.json'
import { getDeployment } from '@/config/deployments'
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

function useDeployment() {
  return getDeployment(useActiveChainId())
}

export const useTokenContract = (address?: string, withSigner = true) => useContract(address, ERC20_ABI, withSigner)
export const useBytes32TokenContract = (address?: string) => useContract(address, ERC20_BYTES32_ABI, false)
export const usePairContract = (address?: string, withSigner = true) => useContract(address, PAIR_ABI, withSigner)
export const useV1ExchangeContract = (address?: string, withSigner = true) =>
  useContract(address, V1_EXCHANGE_ABI, withSigner)
export const useSingleStakingPoolContract = (address?: string) => useContract(address, SINGLE_STAKING_POOL_ABI)

export const useWrappedNativeContract = () => useContract(useDeployment()?.weth, WETH_ABI)
export const useRouterContract = () => useContract(useDeployment()?.router, ROUTER_ABI)
export const useV1FactoryContract = () => useContract(useDeployment()?.v1Factory, V1_FACTORY_ABI, false)
export const useMigratorContract = () => useContract(useDeployment()?.migrator, MIGRATOR_ABI)
export const useMerkleDistributorContract = () =>
  useContract(useDeployment()?.merkleDistributor, MERKLE_DISTRIBUTOR_ABI)
export const useGovernorContract = () => useContract(useDeployment()?.governance.governor, GOVERNOR_ABI)
export const useGovernanceTokenContract = () => useContract(useDeployment()?.governance.token, VENOM_TOKEN_ABI)
export const useMasterBreederContract = () => useContract(useDeployment()?.staking.masterBreeder, MASTER_BREEDER_ABI)
