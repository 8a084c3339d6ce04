// A pool's page at /pools/{pair address}: its TVL, the last day's volume, fees and fee APR, what it holds and its
// price, charts of its liquidity, volume and price from its own logs, its farm where one exists, and the ways in
// (add liquidity, swap). Only a pair the factory made is shown; any other address gets a clear note.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'

import { ContractAddress, DetailTitle } from '@/components/explore/DetailHeading'
import { PriceChart } from '@/components/PriceChart'
import { ButtonLink, MutedText, Page, Row, ToneCard } from '@/components/ui'
import { withHistoryValue } from '@/hooks/history/useHistoryRead'
import { useFactoryPool } from '@/hooks/pools/useFactoryPool'
import { type FactoryPool } from '@/hooks/pools/useFactoryPools'
import { usePoolHistory } from '@/hooks/pools/usePoolHistory'
import { usePoolsFigures } from '@/hooks/pools/usePoolsFigures'
import { useBlockTime } from '@/hooks/staking/useBlockTime'
import { useFarmByTokens } from '@/hooks/staking/useFarmByTokens'
import { unwrappedToken } from '@/sdk'
import { dailyVolumeSeries, tvlSeries } from '@/utils/pools/poolHistory'
import { poolName } from '@/utils/pools/poolName'
import { routePriceSeries, timeOfBlock } from '@/utils/priceHistory/priceSeries'
import { currencyId } from '@/utils/tokens/currencyId'

import { PoolStats } from './PoolStats'
import { PoolValueChart } from './PoolValueChart'

const Charts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;

  @container (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Actions = styled(Row)`
  flex-wrap: wrap;
`

function FoundPool({ pool }: { pool: FactoryPool }) {
  const { t } = useTranslation()
  const blockTime = useBlockTime()
  const pools = useMemo(() => [pool], [pool])
  const {
    pools: [withFigures],
    context,
  } = usePoolsFigures(pools)
  const history = usePoolHistory(pool.address)
  const { farm } = useFarmByTokens(pool.token0.address, pool.token1.address)
  const [idA, idB] = [currencyId(unwrappedToken(pool.token0)), currencyId(unwrappedToken(pool.token1))]

  const value = history.value
  const valueSeries = useMemo(() => {
    if (!value || !context) return undefined
    const timeOf = (block: number) => timeOfBlock(block, value.head, value.headTime, blockTime)
    return {
      tvl: tvlSeries(value.reserves, pool, context, timeOf),
      volume: dailyVolumeSeries(value.swapLogs, pool, context, timeOf),
      headTime: value.headTime,
    }
    // The pool's reserves change every block; the series need only its tokens (prices come with the context).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, context, blockTime, pool.token0, pool.token1])
  const priceHistory = useMemo(
    () =>
      value && {
        points: routePriceSeries(
          [{ points: value.reserves, inputIsToken0: true }],
          pool.token0.decimals,
          pool.token1.decimals,
        ),
        head: value.head,
        headTime: value.headTime,
      },
    [value, pool.token0.decimals, pool.token1.decimals],
  )
  const name = poolName(pool)

  return (
    <>
      <DetailTitle back="/pools" backLabel={t('poolPage.back')} id="pool-page-title">
        {t('poolPage.title', { name })}
      </DetailTitle>
      <ContractAddress address={pool.address} testId="pool-page-address" />
      <Actions $gap={8}>
        <ButtonLink $size="small" to={`/add/${idA}/${idB}`} data-testid="pool-page-add">
          {t('poolPage.add')}
        </ButtonLink>
        <ButtonLink
          $size="small"
          $variant="outline"
          to={`/swap?inputCurrency=${idA}&outputCurrency=${idB}`}
          data-testid="pool-page-swap"
        >
          {t('poolPage.swap')}
        </ButtonLink>
        {farm && (
          <ButtonLink $size="small" $variant="outline" to={`/staking/pools/${idA}/${idB}`} data-testid="pool-page-farm">
            {t('poolPage.farm')}
          </ButtonLink>
        )}
      </Actions>
      {pool.hasUnlistedToken && (
        <ToneCard $tone="warning" role="note" data-testid="pool-page-unlisted">
          {t('pools.unlistedHint')}
        </ToneCard>
      )}
      <PoolStats pool={withFigures} />
      <Charts>
        <PoolValueChart series={withHistoryValue(history, valueSeries)} />
        <PriceChart
          history={withHistoryValue(history, priceHistory)}
          quote={{ input: pool.token0.symbol ?? '?', output: pool.token1.symbol ?? '?' }}
        />
      </Charts>
    </>
  )
}

export default function PoolDetail() {
  const { t } = useTranslation()
  const { address } = useParams()
  const state = useFactoryPool(address)
  return (
    <Page $width="wide" aria-labelledby="pool-page-title" data-testid="pool-page" data-status={state.status}>
      {state.status === 'found' ? (
        <FoundPool pool={state.pool} />
      ) : (
        <>
          <DetailTitle back="/pools" backLabel={t('poolPage.back')} id="pool-page-title">
            {t('pools.title')}
          </DetailTitle>
          <MutedText role="status" data-testid="pool-page-status">
            {state.status === 'loading' ? t('common.loading') : t('poolPage.notFound')}
          </MutedText>
        </>
      )}
    </Page>
  )
}
