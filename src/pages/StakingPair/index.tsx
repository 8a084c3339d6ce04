// The liquidity-mining page of a pair at /staking/pools/{A}/{B}: the farm of the pair's liquidity token.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { FarmView } from '@/components/staking/FarmView'
import { PageTitle } from '@/components/staking/styles'
import { RouteTokenWarning } from '@/components/TokenWarning'
import { Page, SmallText } from '@/components/ui'
import { FARMS_SUFFIX, stakingPath } from '@/config/staking'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useFarmByTokens } from '@/hooks/staking/useFarmByTokens'
import { useRewardTokenAddress } from '@/hooks/staking/useRewardTokenAddress'
import { useTokenInfos } from '@/hooks/staking/useTokenInfos'
import { useCurrency } from '@/hooks/tokens/tokens'
import { currencySymbol, wrappedCurrency } from '@/sdk'
import { lpTokenOf } from '@/utils/liquidity/lpToken'

export default function StakingPair() {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const { currencyIdA, currencyIdB } = useParams()
  const currencyA = useCurrency(currencyIdA)
  const currencyB = useCurrency(currencyIdB)
  const tokenA = wrappedCurrency(currencyA, chainId)
  const tokenB = wrappedCurrency(currencyB, chainId)
  const { farm, isLoading } = useFarmByTokens(tokenA?.address, tokenB?.address)
  const rewardToken = useRewardTokenAddress()
  const infos = useTokenInfos(useMemo(() => [farm?.token0, farm?.token1, rewardToken], [farm, rewardToken]))
  const symbolA = currencySymbol(currencyA, chainId) ?? currencyIdA ?? ''
  const symbolB = currencySymbol(currencyB, chainId) ?? currencyIdB ?? ''

  // Declining a token the link named leaves for the farms list.
  const warning = <RouteTokenWarning pathWithout={() => stakingPath(FARMS_SUFFIX)} />
  if (farm) {
    return (
      <>
        {warning}
        <FarmView
          farm={farm}
          token0={infos[farm.token0]}
          token1={infos[farm.token1]}
          symbolA={symbolA}
          symbolB={symbolB}
          addLiquidityPath={`/add/${currencyIdA}/${currencyIdB}`}
          lpToken={lpTokenOf(chainId, farm.lpToken)}
          rewardSymbol={(rewardToken && infos[rewardToken]?.symbol) || 'VENOM'}
        />
      </>
    )
  }
  return (
    <Page $width="wide" aria-labelledby="farm-title">
      {warning}
      <PageTitle id="farm-title">{t('staking.farm.title', { a: symbolA, b: symbolB })}</PageTitle>
      <SmallText role="status" data-testid="stake-loading">
        {isLoading || currencyA === undefined || currencyB === undefined
          ? t('staking.loading')
          : t('staking.farm.notFound')}
      </SmallText>
    </Page>
  )
}
