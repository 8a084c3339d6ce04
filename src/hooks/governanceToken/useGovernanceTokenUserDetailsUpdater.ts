// Reads the account's VENOM balances (balanceOf, lockOf, totalBalanceOf) and farm rewards (pendingReward per
// farm) over multicall and stores them per chain and account when they change.
import { useEffect, useMemo } from 'react'

import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useGovernanceTokenContract } from '@/hooks/contracts/governance'
import { useMasterBreederContract } from '@/hooks/contracts/staking'
import { useGovernanceTokenUserDetails } from '@/state/governanceToken/hooks'
import { userFigures } from '@/state/governanceToken/math'
import { sameFigures } from '@/state/governanceToken/sameFigures'
import { updateGovernanceTokenUserDetails } from '@/state/governanceToken/slice'
import { useAppDispatch } from '@/state/hooks'
import { callBigInt } from '@/state/multicall/callBigInt'
import { useSingleCallResult, useSingleContractMultipleData } from '@/state/multicall/hooks'
import { isAddress } from '@/utils/tokens/address'

export function useGovernanceTokenUserDetailsUpdater(account: string | null | undefined): void {
  const chainId = useActiveChainId()
  const dispatch = useAppDispatch()
  const checksummed = isAddress(account) || undefined
  const token = useGovernanceTokenContract()
  const breeder = useMasterBreederContract()
  const stored = useGovernanceTokenUserDetails(checksummed)

  const accountInputs = useMemo(() => (checksummed ? [checksummed] : undefined), [checksummed])
  const farmInputs = useMemo(() => {
    const farms = getDeployment(chainId)?.staking.farms ?? []
    return checksummed ? farms.map((farm) => [farm.pid, checksummed]) : []
  }, [chainId, checksummed])

  const contract = accountInputs ? token : null
  const balanceOf = callBigInt(useSingleCallResult(contract, 'balanceOf', accountInputs))
  const lockOf = callBigInt(useSingleCallResult(contract, 'lockOf', accountInputs))
  const totalBalanceOf = callBigInt(useSingleCallResult(contract, 'totalBalanceOf', accountInputs))
  const pendingStates = useSingleContractMultipleData(breeder, 'pendingReward', farmInputs)

  const pendingRewards = pendingStates.map(callBigInt)
  const isComplete =
    balanceOf !== undefined &&
    lockOf !== undefined &&
    totalBalanceOf !== undefined &&
    pendingRewards.every((value) => value !== undefined)
  const figures = isComplete
    ? userFigures({ balanceOf, lockOf, totalBalanceOf, pendingRewards: pendingRewards as bigint[] })
    : undefined
  const fresh = figures
    ? {
        aggregatedBalance: figures.aggregatedBalance.toString(),
        unlockedBalance: figures.unlockedBalance.toString(),
        lockedBalance: figures.lockedBalance.toString(),
        totalBalance: figures.totalBalance.toString(),
        claimableLocked: figures.claimableLocked.toString(),
        claimableUnlocked: figures.claimableUnlocked.toString(),
      }
    : undefined
  const freshKey = fresh ? JSON.stringify(fresh) : undefined

  useEffect(() => {
    if (!checksummed || !freshKey) return
    const details = JSON.parse(freshKey) as NonNullable<typeof fresh>
    if (!sameFigures(stored, details))
      dispatch(updateGovernanceTokenUserDetails({ chainId, account: checksummed, details }))
  }, [chainId, checksummed, dispatch, freshKey, stored])
}
