// The V2 router and pairs, the V1 factory and exchanges, the V1 → V2 migrator.
import type { UniswapV1Exchange, UniswapV2Migrator, UniswapV2Pair, UniswapV2Router02 } from '@/abis/types'
import V1_EXCHANGE_ABI from '@/abis/UniswapV1Exchange.json'
import MIGRATOR_ABI from '@/abis/UniswapV2Migrator.json'
import PAIR_ABI from '@/abis/UniswapV2Pair.json'
import ROUTER_ABI from '@/abis/UniswapV2Router02.json'
import { useContract } from '@/hooks/contracts/useContract'

import { useDeployment } from './deployment'

export { useV1FactoryContract } from './v1Factory'

export const usePairContract = (address?: string, withSigner = true) =>
  useContract<UniswapV2Pair>(address, PAIR_ABI, withSigner)
export const useV1ExchangeContract = (address?: string, withSigner = true) =>
  useContract<UniswapV1Exchange>(address, V1_EXCHANGE_ABI, withSigner)
export const useRouterContract = () => useContract<UniswapV2Router02>(useDeployment()?.router, ROUTER_ABI)
export const useMigratorContract = () => useContract<UniswapV2Migrator>(useDeployment()?.migrator, MIGRATOR_ABI)
