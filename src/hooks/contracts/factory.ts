// The V2 factory alone: the farms read its feeTo (whether the protocol takes a share of the swap fee).
import type { UniswapV2Factory } from '@/abis/types'
import FACTORY_ABI from '@/abis/UniswapV2Factory.json'
import { useContract } from '@/hooks/contracts/useContract'

import { useDeployment } from './deployment'

export const useV2FactoryContract = () => useContract<UniswapV2Factory>(useDeployment()?.factory, FACTORY_ABI, false)
