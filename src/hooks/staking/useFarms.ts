// Every MasterBreeder farm of the chain with its pair, reward rate, stake and (with an account) the user's position,
// read over multicall and refreshed with each block.
import { useMemo } from 'react'

import { PAIR_INTERFACE } from '@/abis/interfaces/pair'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useMasterBreederContract } from '@/hooks/contracts/staking'
import { useTotalSupplies } from '@/hooks/liquidity/useTotalSupply'
import {
  type CallState,
  NEVER_RELOAD,
  useMultipleContractSingleData,
  useSingleCallResult,
  useSingleContractMultipleData,
} from '@/state/multicall/hooks'
import { oldestRead } from '@/state/multicall/readBlock'
import { lpTokenOf } from '@/utils/liquidity/lpToken'
import type { Farm, FarmUser } from '@/utils/staking/types'
import { isAddress } from '@/utils/tokens/address'

import { resultBigInt, resultNumber } from './calls'

const pidRange = (length: number) => Array.from({ length }, (_, pid) => [pid])
const isReady = (states: CallState[]) => states.every((state) => state.result !== undefined)

export interface FarmsState {
  farms: Farm[]
  isLoading: boolean
}

export function useFarms(): FarmsState {
  const { account } = useWeb3React()
  const owner = isAddress(account) || undefined
  const breeder = useMasterBreederContract()
  const poolLength = resultNumber(useSingleCallResult(breeder, 'poolLength'))
  const length = poolLength ?? 0
  const endBlock = resultNumber(useSingleCallResult(breeder, 'END_BLOCK', undefined, NEVER_RELOAD))

  const pidInputs = useMemo(() => pidRange(length), [length])
  const pid1Inputs = useMemo(() => pidInputs.map(([pid]) => [pid + 1]), [pidInputs])
  const userInputs = useMemo(() => (owner ? pidInputs.map(([pid]) => [pid, owner]) : []), [owner, pidInputs])
  const poolInfos = useSingleContractMultipleData(breeder, 'poolInfo', pidInputs)
  const rewardRates = useSingleContractMultipleData(breeder, 'getNewRewardPerBlock', pid1Inputs)
  const userInfos = useSingleContractMultipleData(breeder, 'userInfo', userInputs)
  const pendings = useSingleContractMultipleData(breeder, 'pendingReward', userInputs)

  const lpTokens = useMemo(() => poolInfos.map((state) => isAddress(state.result?.[0]) || undefined), [poolInfos])
  const token0s = useMultipleContractSingleData(lpTokens, PAIR_INTERFACE, 'token0', undefined, NEVER_RELOAD)
  const token1s = useMultipleContractSingleData(lpTokens, PAIR_INTERFACE, 'token1', undefined, NEVER_RELOAD)
  const reserves = useMultipleContractSingleData(lpTokens, PAIR_INTERFACE, 'getReserves')
  const chainId = useActiveChainId()
  const lpTokenObjects = useMemo(
    () => lpTokens.map((address) => (address ? lpTokenOf(chainId, address) : undefined)),
    [chainId, lpTokens],
  )
  const { supplies } = useTotalSupplies(lpTokenObjects)
  const breederInputs = useMemo(() => [breeder?.address], [breeder])
  const staked = useMultipleContractSingleData(breeder ? lpTokens : [], PAIR_INTERFACE, 'balanceOf', breederInputs)
  const ownerInputs = useMemo(() => [owner], [owner])
  const lpBalances = useMultipleContractSingleData(owner ? lpTokens : [], PAIR_INTERFACE, 'balanceOf', ownerInputs)

  return useMemo(() => {
    const required = [poolInfos, rewardRates, token0s, token1s, reserves, staked]
    const suppliesReady = supplies.every((supply) => supply !== undefined)
    const userReady = !owner || (isReady(userInfos) && isReady(pendings) && isReady(lpBalances))
    // A breeder without pools has finished loading; otherwise wait for every read.
    if (poolLength === 0) return { farms: [], isLoading: false }
    if (
      !breeder ||
      endBlock === undefined ||
      length === 0 ||
      !required.every(isReady) ||
      !suppliesReady ||
      !userReady
    ) {
      return { farms: [], isLoading: Boolean(breeder) }
    }
    const farms = poolInfos.map((info, pid): Farm => {
      const allocPoint = resultBigInt(info, 1)!
      const user: FarmUser | undefined = owner
        ? {
            staked: resultBigInt(userInfos[pid], 0)!,
            pending: resultBigInt(pendings[pid])!,
            lpBalance: resultBigInt(lpBalances[pid])!,
            lastActionBlock: Math.max(resultNumber(userInfos[pid], 3)!, resultNumber(userInfos[pid], 6)!),
            readBlock: oldestRead([userInfos[pid], lpBalances[pid]]),
          }
        : undefined
      return {
        pid,
        lpToken: lpTokens[pid]!,
        token0: String(token0s[pid].result![0]),
        token1: String(token1s[pid].result![0]),
        allocPoint,
        startBlock: resultNumber(info, 4)!,
        endBlock,
        rewardPerBlock: resultBigInt(rewardRates[pid])!,
        totalStaked: resultBigInt(staked[pid])!,
        reserve0: resultBigInt(reserves[pid], 0)!,
        reserve1: resultBigInt(reserves[pid], 1)!,
        totalSupply: BigInt(supplies[pid]!.raw.toString()),
        isActive: allocPoint > 0n,
        user,
      }
    })
    return { farms, isLoading: false }
  }, [
    breeder,
    endBlock,
    poolLength,
    length,
    owner,
    poolInfos,
    rewardRates,
    userInfos,
    pendings,
    lpTokens,
    token0s,
    token1s,
    reserves,
    supplies,
    staked,
    lpBalances,
  ])
}
