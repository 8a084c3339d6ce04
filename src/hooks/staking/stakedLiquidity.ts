// Pool tokens an account has staked in the farms: for every MasterBreeder pool, poolInfo(pid)'s LP token and
// userInfo(pid, account)'s amount, read in two multicall batches over all pids.
import { useMemo } from 'react'

import { useMasterBreederContract } from '@/hooks/contracts/staking'
import { JSBI } from '@/sdk'
import { NEVER_RELOAD, useSingleCallResult, useSingleContractMultipleData } from '@/state/multicall/hooks'
import { isAddress } from '@/utils/tokens/address'

export interface StakedLiquidity {
  /** Staked raw amounts by checksummed LP token address (summed when two farms share a token). */
  amounts: Readonly<{ [lpAddress: string]: JSBI }>
  isLoading: boolean
}

const EMPTY: StakedLiquidity = { amounts: {}, isLoading: false }

export function useStakedLiquidity(account: string | undefined): StakedLiquidity {
  const contract = useMasterBreederContract()
  const owner = isAddress(account) || undefined
  const lengthState = useSingleCallResult(owner ? contract : null, 'poolLength')
  const length = Number(lengthState.result?.[0]?.toString() ?? 0)

  const pidInputs = useMemo(() => Array.from({ length }, (_, pid) => [pid]), [length])
  const userInputs = useMemo(() => (owner ? pidInputs.map(([pid]) => [pid, owner]) : []), [owner, pidInputs])
  // A farm's LP token never changes.
  const poolInfos = useSingleContractMultipleData(contract, 'poolInfo', pidInputs, NEVER_RELOAD)
  const userInfos = useSingleContractMultipleData(contract, 'userInfo', userInputs)

  return useMemo(() => {
    if (!owner || !contract) return EMPTY
    const isLoading =
      lengthState.loading || poolInfos.some((state) => state.loading) || userInfos.some((state) => state.loading)
    const amounts: { [lpAddress: string]: JSBI } = {}
    poolInfos.forEach((info, pid) => {
      const lpAddress = isAddress(info.result?.[0])
      const staked = userInfos[pid]?.result?.[0]
      if (!lpAddress || staked === undefined) return
      const amount = JSBI.BigInt(staked.toString())
      if (JSBI.equal(amount, JSBI.BigInt(0))) return
      amounts[lpAddress] = lpAddress in amounts ? JSBI.add(amounts[lpAddress], amount) : amount
    })
    return { amounts, isLoading }
  }, [owner, contract, lengthState.loading, poolInfos, userInfos])
}
