// The V1 factory alone: the swap page reads it for V1 prices; the other exchange ABIs stay off its first load.
import type { UniswapV1Factory } from '@/abis/types'
import V1_FACTORY_ABI from '@/abis/UniswapV1Factory.json'
import { useContract } from '@/hooks/contracts/useContract'

import { useDeployment } from './deployment'

export const useV1FactoryContract = () =>
  useContract<UniswapV1Factory>(useDeployment()?.v1Factory, V1_FACTORY_ABI, false)
