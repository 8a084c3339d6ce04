// ERC20 tokens (the wrapped native coin's ABI loads with the first wrap: src/hooks/swap/useWrapCallback.ts).
import ERC20_ABI from '@/abis/ERC20.json'
import ERC20_BYTES32_ABI from '@/abis/ERC20Bytes32.json'
import type { ERC20, ERC20Bytes32 } from '@/abis/types'
import { useContract } from '@/hooks/contracts/useContract'

export const useTokenContract = (address?: string, withSigner = true) =>
  useContract<ERC20>(address, ERC20_ABI, withSigner)
export const useBytes32TokenContract = (address?: string) =>
  useContract<ERC20Bytes32>(address, ERC20_BYTES32_ABI, false)
