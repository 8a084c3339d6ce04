// The reward token's unlock schedule with each end's date estimated from now and the chain's block time.
import { useMemo } from 'react'

import { useBlockNumber } from '@/state/application/hooks'
import { type UnlockSchedule, unlockSchedule } from '@/utils/staking/unlockSchedule'

import { useBlockTime } from './useBlockTime'
import { useLockTerms } from './useLockTerms'

export function useUnlockSchedule(): UnlockSchedule | undefined {
  const { lockFromBlock, lockToBlock } = useLockTerms()
  const blockNumber = useBlockNumber()
  const blockTime = useBlockTime()
  return useMemo(() => {
    if (lockFromBlock === undefined || lockToBlock === undefined || blockNumber === undefined) return undefined
    // The current block is taken as mined now: the estimate moves with each block, not with the clock.
    return unlockSchedule(
      { fromBlock: lockFromBlock, toBlock: lockToBlock },
      { blockNumber, blockTime, now: Date.now() },
    )
  }, [lockFromBlock, lockToBlock, blockNumber, blockTime])
}
