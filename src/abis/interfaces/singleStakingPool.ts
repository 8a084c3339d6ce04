// The single-token staking pool's Interface for multicall reads over several pools at once (the portfolio's stakes).
import { Interface } from '@ethersproject/abi'

import SINGLE_STAKING_POOL_ABI from '@/abis/SingleStakingPool.json'
import type { SingleStakingPoolInterface } from '@/abis/types/SingleStakingPool'

export const SINGLE_STAKING_POOL_INTERFACE = new Interface(SINGLE_STAKING_POOL_ABI) as SingleStakingPoolInterface
