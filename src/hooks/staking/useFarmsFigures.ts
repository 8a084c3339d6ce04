// Figures of several farms priced with one pricing context (the farms list), or of one farm (its page).
import { useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { usePricingContext } from '@/hooks/pricing/usePricingContext'
import { type ChainId as SdkChainId, Token } from '@/sdk'
import { useBlockNumber } from '@/state/application/hooks'
import { type FarmFigures, farmFigures, REWARD_DECIMALS } from '@/utils/staking/farmFigures'
import type { Farm } from '@/utils/staking/types'

import { useBlockTime } from './useBlockTime'
import { useRewardTokenAddress } from './useRewardTokenAddress'

export function useFarmsFigures(
  farms: readonly Farm[],
  tokensOf: (farm: Farm) => { token0?: Token; token1?: Token },
): FarmFigures[] {
  const chainId = useActiveChainId()
  const rewardAddress = useRewardTokenAddress()
  const blockTime = useBlockTime()
  const blockNumber = useBlockNumber()
  const reward = useMemo(
    () => (rewardAddress ? new Token(chainId as SdkChainId, rewardAddress, REWARD_DECIMALS) : undefined),
    [chainId, rewardAddress],
  )
  const priced = useMemo(
    () => [...farms.flatMap((farm) => [tokensOf(farm).token0, tokensOf(farm).token1]), reward],
    [farms, tokensOf, reward],
  )
  const context = usePricingContext(priced)
  return useMemo(
    () => farms.map((farm) => farmFigures(farm, { tokens: tokensOf(farm), context, reward, blockTime, blockNumber })),
    [farms, tokensOf, context, reward, blockTime, blockNumber],
  )
}
