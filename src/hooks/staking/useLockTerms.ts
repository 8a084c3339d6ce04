// How farm rewards are locked, read from the contracts once: the breeder's locked percentage of every harvest and the
// reward token's unlock blocks (all three are constants or immutables on chain).
import type { VenomToken } from '@/abis/types'
import VENOM_TOKEN_ABI from '@/abis/VenomToken.json'
import { useMasterBreederContract } from '@/hooks/contracts/staking'
import { useContract } from '@/hooks/contracts/useContract'
import { NEVER_RELOAD, useSingleCallResult } from '@/state/multicall/hooks'

import { resultBigInt, resultNumber } from './calls'
import { useRewardTokenAddress } from './useRewardTokenAddress'

export interface LockTerms {
  /** MasterBreeder.PERCENT_LOCK_BONUS_REWARD. */
  lockedPercent?: bigint
  /** VenomToken.lockFromBlock and lockToBlock: locked rewards unlock linearly between them. */
  lockFromBlock?: number
  lockToBlock?: number
}

export function useLockTerms(): LockTerms {
  const breeder = useMasterBreederContract()
  const token = useContract<VenomToken>(useRewardTokenAddress(), VENOM_TOKEN_ABI, false)
  return {
    lockedPercent: resultBigInt(useSingleCallResult(breeder, 'PERCENT_LOCK_BONUS_REWARD', undefined, NEVER_RELOAD)),
    lockFromBlock: resultNumber(useSingleCallResult(token, 'lockFromBlock', undefined, NEVER_RELOAD)),
    lockToBlock: resultNumber(useSingleCallResult(token, 'lockToBlock', undefined, NEVER_RELOAD)),
  }
}
