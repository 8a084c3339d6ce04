// The connected account's stakes for the portfolio: every farm of the MasterBreeder it has pool tokens staked in or
// rewards pending from (useFarms reads them all in one batch), and every single-token pool of the deployment (its
// userInfo and pendingReward in one batch over all of them), each with the value of the stake and of its pending
// reward at the pricing engine's prices (its context holds every token of the factory's pools: every token it can
// price).
import { useMemo } from 'react'

import { SINGLE_STAKING_POOL_INTERFACE } from '@/abis/interfaces/singleStakingPool'
import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { FactoryPool } from '@/hooks/pools/useFactoryPools'
import { resultBigInt, resultString } from '@/hooks/staking/calls'
import { useFarms } from '@/hooks/staking/useFarms'
import { useRewardTokenAddress } from '@/hooks/staking/useRewardTokenAddress'
import { useTokenInfos } from '@/hooks/staking/useTokenInfos'
import type { Token } from '@/sdk'
import { NEVER_RELOAD, useMultipleContractSingleData } from '@/state/multicall/hooks'
import { type Holding, holdingUsd } from '@/utils/portfolio/holdings'
import { liquidityUsdValue } from '@/utils/pricing/liquidityUsdValue'
import { add, type Rational } from '@/utils/pricing/rational'
import type { PricingContext } from '@/utils/pricing/usdPrice'
import { isAddress } from '@/utils/tokens/address'

export interface StakeHolding extends Holding {
  /** The staking contract and the farm's pool id or the single pool's address: `${contract}-${pid or address}`. */
  id: string
  kind: 'farm' | 'single'
  /** For a farm, its pair; for a single pool, the token it stakes. */
  pool?: FactoryPool
  stakedToken?: Token
  /** Raw units of the reward token pending, and its token. */
  pending: bigint
  rewardToken?: Token
  /** The single pool's address, for its page. */
  address: string
}

export interface PortfolioStakes {
  stakes: StakeHolding[]
  isLoading: boolean
}

/** The stake's value: its staked amount and its pending reward; unknown when either has no price. */
function stakeUsd(staked: Rational | undefined, pending: Rational | undefined): Rational | undefined {
  return staked && pending && add(staked, pending)
}

export function usePortfolioStakes(
  account: string | undefined,
  pools: readonly FactoryPool[],
  context: PricingContext | undefined,
): PortfolioStakes {
  const chainId = useActiveChainId()
  const owner = isAddress(account) || undefined
  const { farms, isLoading: isLoadingFarms } = useFarms()
  const deployment = getDeployment(chainId)
  const breeder = deployment?.staking.masterBreeder
  const singleAddresses = useMemo(
    () => (deployment?.staking.singlePools ?? []).map((pool) => pool.address),
    [deployment],
  )
  const ownerInputs = useMemo(() => [owner], [owner])
  const userAddresses = owner ? singleAddresses : []
  const userInfos = useMultipleContractSingleData(userAddresses, SINGLE_STAKING_POOL_INTERFACE, 'userInfo', ownerInputs)
  const pendings = useMultipleContractSingleData(
    userAddresses,
    SINGLE_STAKING_POOL_INTERFACE,
    'pendingReward',
    ownerInputs,
  )
  const stakedTokens = useMultipleContractSingleData(
    singleAddresses,
    SINGLE_STAKING_POOL_INTERFACE,
    'stakedToken',
    undefined,
    NEVER_RELOAD,
  )
  const rewardTokens = useMultipleContractSingleData(
    singleAddresses,
    SINGLE_STAKING_POOL_INTERFACE,
    'rewardToken',
    undefined,
    NEVER_RELOAD,
  )
  const farmReward = useRewardTokenAddress()
  const tokenAddresses = useMemo(
    () =>
      [
        farmReward,
        ...stakedTokens.map((read) => isAddress(resultString(read)) || undefined),
        ...rewardTokens.map((read) => isAddress(resultString(read)) || undefined),
      ].filter((address): address is string => Boolean(address)),
    [farmReward, stakedTokens, rewardTokens],
  )
  const tokens = useTokenInfos(tokenAddresses)

  return useMemo(() => {
    const stakes: StakeHolding[] = []
    const reward = farmReward ? tokens[isAddress(farmReward) || ''] : undefined
    for (const farm of farms) {
      const user = farm.user
      if (!breeder || !user || (user.staked === 0n && user.pending === 0n)) continue
      const pool = pools.find((candidate) => candidate.address === isAddress(farm.lpToken))
      const staked = pool && context ? liquidityUsdValue(pool, user.staked, context) : undefined
      const pending = reward ? holdingUsd(reward, user.pending, context) : undefined
      stakes.push({
        id: `${breeder}-${farm.pid}`,
        kind: 'farm',
        pool,
        raw: user.staked,
        pending: user.pending,
        rewardToken: reward,
        usd: stakeUsd(staked, pending),
        address: farm.lpToken,
      })
    }
    singleAddresses.forEach((address, index) => {
      const raw = resultBigInt(userInfos[index]) ?? 0n
      const pendingRaw = resultBigInt(pendings[index]) ?? 0n
      if (raw === 0n && pendingRaw === 0n) return
      const stakedToken = tokens[isAddress(resultString(stakedTokens[index])) || '']
      const rewardToken = tokens[isAddress(resultString(rewardTokens[index])) || '']
      const staked = stakedToken ? holdingUsd(stakedToken, raw, context) : undefined
      const pending = rewardToken ? holdingUsd(rewardToken, pendingRaw, context) : undefined
      stakes.push({
        id: `${address}-${address}`,
        kind: 'single',
        stakedToken,
        rewardToken,
        raw,
        pending: pendingRaw,
        usd: stakeUsd(staked, pending),
        address,
      })
    })
    const isLoading = Boolean(owner) && (isLoadingFarms || [...userInfos, ...pendings].some((read) => read.loading))
    return { stakes, isLoading }
  }, [
    farms,
    breeder,
    pools,
    context,
    farmReward,
    tokens,
    singleAddresses,
    userInfos,
    pendings,
    stakedTokens,
    rewardTokens,
    owner,
    isLoadingFarms,
  ])
}
