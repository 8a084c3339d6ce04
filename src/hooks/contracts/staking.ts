// Farms (MasterBreeder) and single-token staking pools.
import MASTER_BREEDER_ABI from '@/abis/MasterBreeder.json'
import SINGLE_STAKING_POOL_ABI from '@/abis/SingleStakingPool.json'
import type { MasterBreeder, SingleStakingPool } from '@/abis/types'
import { useContract } from '@/hooks/contracts/useContract'

import { useDeployment } from './deployment'

export const useMasterBreederContract = () =>
  useContract<MasterBreeder>(useDeployment()?.staking.masterBreeder, MASTER_BREEDER_ABI)
export const useSingleStakingPoolContract = (address?: string) =>
  useContract<SingleStakingPool>(address, SINGLE_STAKING_POOL_ABI)
