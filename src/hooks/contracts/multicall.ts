// The multicall contract, for the reads it answers itself (getEthBalance); batching goes through src/state/multicall.
import type { UniswapInterfaceMulticall } from '@/abis/types'
import { useContract } from '@/hooks/contracts/useContract'
import { MULTICALL_ABI } from '@/state/multicall/abi'

import { useDeployment } from './deployment'

export const useMulticallContract = () =>
  useContract<UniswapInterfaceMulticall>(useDeployment()?.multicall, MULTICALL_ABI, false)
