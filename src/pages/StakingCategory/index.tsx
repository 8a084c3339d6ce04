// A liquidity-token staking page at /staking/{category}/{address}: the farm of the liquidity token at {address}.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { FarmView } from '@/components/staking/FarmView'
import { StakePageStatus } from '@/components/staking/StakePageStatus'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useFarms } from '@/hooks/staking/useFarms'
import { useRewardTokenAddress } from '@/hooks/staking/useRewardTokenAddress'
import { useTokenInfos } from '@/hooks/staking/useTokenInfos'
import { unwrappedToken } from '@/sdk'
import { lpTokenOf } from '@/utils/liquidity/lpToken'
import { findFarmByLpToken } from '@/utils/staking/findFarm'
import { currencyId } from '@/utils/tokens/currencyId'

export default function StakingCategory() {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const { address } = useParams()
  const { farms, isLoading } = useFarms()
  const farm = findFarmByLpToken(farms, address)
  const rewardToken = useRewardTokenAddress()
  const infos = useTokenInfos(useMemo(() => [farm?.token0, farm?.token1, rewardToken], [farm, rewardToken]))
  const token0 = farm ? infos[farm.token0] : undefined
  const token1 = farm ? infos[farm.token1] : undefined

  if (farm && token0 && token1) {
    const [currency0, currency1] = [unwrappedToken(token0), unwrappedToken(token1)]
    return (
      <FarmView
        farm={farm}
        token0={token0}
        token1={token1}
        symbolA={token0.symbol ?? ''}
        symbolB={token1.symbol ?? ''}
        addLiquidityPath={`/add/${currencyId(currency0)}/${currencyId(currency1)}`}
        lpToken={lpTokenOf(chainId, farm.lpToken)}
        rewardSymbol={(rewardToken && infos[rewardToken]?.symbol) || 'VENOM'}
      />
    )
  }
  return (
    <StakePageStatus
      title={t('pages.stakingCategory')}
      isLoading={isLoading || farm !== undefined}
      notFound={t('staking.farm.notFound')}
    />
  )
}
