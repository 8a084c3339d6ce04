// A single-token pool: its tokens, reward rate, blocks and stake, and the user's position, over multicall.
import { useMemo } from 'react'

import { ERC20_INTERFACE } from '@/abis/interfaces/erc20'
import { useWeb3React } from '@/connection/web3Context'
import { useSingleStakingPoolContract } from '@/hooks/contracts/staking'
import { NEVER_RELOAD, useMultipleContractSingleData, useSingleCallResult } from '@/state/multicall/hooks'
import { oldestRead } from '@/state/multicall/readBlock'
import type { SinglePool } from '@/utils/staking/types'
import { isAddress } from '@/utils/tokens/address'

import { resultBigInt, resultNumber } from './calls'

export function useSinglePool(address: string | undefined): { pool?: SinglePool; isLoading: boolean } {
  const { account } = useWeb3React()
  const owner = isAddress(account) || undefined
  const contract = useSingleStakingPoolContract(address)
  const stakedToken = useSingleCallResult(contract, 'stakedToken', undefined, NEVER_RELOAD).result?.[0] as
    string | undefined
  const rewardToken = useSingleCallResult(contract, 'rewardToken', undefined, NEVER_RELOAD).result?.[0] as
    string | undefined
  const rewardPerBlock = resultBigInt(useSingleCallResult(contract, 'rewardPerBlock', undefined, NEVER_RELOAD))
  const startBlock = resultNumber(useSingleCallResult(contract, 'startBlock', undefined, NEVER_RELOAD))
  const endBlock = resultNumber(useSingleCallResult(contract, 'endBlock', undefined, NEVER_RELOAD))
  const ownerInputs = useMemo(() => (owner ? [owner] : undefined), [owner])
  const userInfo = useSingleCallResult(owner ? contract : null, 'userInfo', ownerInputs)
  const pending = useSingleCallResult(owner ? contract : null, 'pendingReward', ownerInputs)
  const poolInputs = useMemo(() => [contract?.address], [contract])
  const balanceInputs = useMemo(() => [owner], [owner])
  const stakedTokens = useMemo(() => (stakedToken ? [stakedToken] : []), [stakedToken])
  const [poolBalance] = useMultipleContractSingleData(stakedTokens, ERC20_INTERFACE, 'balanceOf', poolInputs)
  const [userBalance] = useMultipleContractSingleData(
    owner ? stakedTokens : [],
    ERC20_INTERFACE,
    'balanceOf',
    balanceInputs,
  )

  return useMemo(() => {
    const totalStaked = resultBigInt(poolBalance)
    const base =
      contract && stakedToken && rewardToken && rewardPerBlock !== undefined && startBlock !== undefined
        ? endBlock !== undefined && totalStaked !== undefined
          ? { address: contract.address, stakedToken, rewardToken, rewardPerBlock, startBlock, endBlock, totalStaked }
          : undefined
        : undefined
    if (!base) return { isLoading: Boolean(contract) }
    if (!owner) return { pool: base, isLoading: false }
    const staked = resultBigInt(userInfo)
    const pendingReward = resultBigInt(pending)
    const balance = resultBigInt(userBalance)
    if (staked === undefined || pendingReward === undefined || balance === undefined) return { isLoading: true }
    const readBlock = oldestRead([userInfo, userBalance])
    return { pool: { ...base, user: { staked, pending: pendingReward, balance, readBlock } }, isLoading: false }
  }, [
    contract,
    owner,
    stakedToken,
    rewardToken,
    rewardPerBlock,
    startBlock,
    endBlock,
    poolBalance,
    userInfo,
    pending,
    userBalance,
  ])
}
