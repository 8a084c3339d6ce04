// ERC20 tokens and the wrapped native coin.
import ERC20_ABI from '@/abis/ERC20.json'
import ERC20_BYTES32_ABI from '@/abis/ERC20Bytes32.json'
import WETH_ABI from '@/abis/WETH9.json'
import { useContract } from '@/hooks/useContract'

import { useDeployment } from './deployment'

export const useTokenContract = (address?: string, withSigner = true) => useContract(address, ERC20_ABI, withSigner)
export const useBytes32TokenContract = (address?: string) => useContract(address, ERC20_BYTES32_ABI, false)
export const useWrappedNativeContract = () => useContract(useDeployment()?.weth, WETH_ABI)
