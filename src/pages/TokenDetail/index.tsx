// A token's page at /tokens/{address}: its USD price and the tokens explorer's figures, a chart of its USD price from
// its pricing pools' history, the pools that hold it (linking to their pages), its contract on the explorer, and the
// ways in (swap, add liquidity). Only a token some pool of the exchange holds has a page; a token on none of the
// user's lists says so.
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'

import { ContractAddress, DetailTitle } from '@/components/explore/DetailHeading'
import { PoolsTable } from '@/components/explore/PoolsTable'
import { PriceChart } from '@/components/PriceChart'
import { ButtonLink, MutedText, Page, Row, ToneCard } from '@/components/ui'
import { withHistoryValue } from '@/hooks/history/useHistoryRead'
import { type TokenRow, type TokensFigures, useTokensFigures } from '@/hooks/pools/useTokensFigures'
import { unwrappedToken } from '@/sdk'
import { nextSort, type PoolSortKey, sortPools, type TableSort } from '@/utils/pools/poolSort'
import { tokenUsdSeries } from '@/utils/pools/tokenPriceSeries'
import { isAddress } from '@/utils/tokens/address'
import { currencyId } from '@/utils/tokens/currencyId'

import { TokenStats } from './TokenStats'

const Actions = styled(Row)`
  flex-wrap: wrap;
`

const PoolsHeading = styled.h2`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
`

function FoundToken({ row, figures }: { row: TokenRow; figures: TokensFigures }) {
  const { t } = useTranslation()
  const { token } = row
  const symbol = token.symbol ?? '?'
  const [sort, setSort] = useState<TableSort<PoolSortKey>>({ key: 'tvlUsd', direction: 'descending' })
  const pools = useMemo(() => {
    const holding = new Set(row.pools)
    return sortPools(
      figures.pools.filter((pool) => holding.has(pool.address)),
      sort.key,
      sort.direction,
    )
  }, [figures.pools, row.pools, sort])
  const { context, history } = figures
  const value = history.value
  const priceHistory = useMemo(
    () =>
      value &&
      context && {
        points: tokenUsdSeries(token, figures.pools, (pair) => value.reserves.get(pair.toLowerCase()), context),
        head: value.head,
        headTime: value.headTime,
      },
    // The pools' figures change every block; the series needs only their addresses and tokens (prices come with the
    // context, reserves with the history).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [value, context, token, figures.pools.length],
  )
  const id = currencyId(unwrappedToken(token))

  return (
    <>
      <DetailTitle back="/tokens" backLabel={t('tokenPage.back')} id="token-page-title">
        {t('tokenPage.title', { name: token.name ?? symbol, symbol })}
      </DetailTitle>
      <ContractAddress address={token.address} testId="token-page-address" />
      <Actions $gap={8}>
        <ButtonLink $size="small" to={`/swap?outputCurrency=${id}`} data-testid="token-page-swap">
          {t('tokenPage.swap')}
        </ButtonLink>
        <ButtonLink $size="small" $variant="outline" to={`/add/${id}`} data-testid="token-page-add">
          {t('tokenPage.add')}
        </ButtonLink>
      </Actions>
      {!row.isListed && (
        <ToneCard $tone="warning" role="note" data-testid="token-page-unlisted">
          {t('tokens.unlistedHint')}
        </ToneCard>
      )}
      <TokenStats token={row} isUnserved={figures.isUnserved} />
      <PriceChart
        history={withHistoryValue(history, priceHistory)}
        quote={{ usdOf: symbol }}
        testId="token-page-chart"
      />
      <PoolsHeading>{t('tokenPage.pools', { symbol })}</PoolsHeading>
      <PoolsTable
        pools={pools}
        firstRank={0}
        sortKey={sort.key}
        direction={sort.direction}
        onSort={(key) => setSort((previous) => nextSort(previous, key))}
      />
    </>
  )
}

export default function TokenDetail() {
  const { t } = useTranslation()
  const { address } = useParams()
  const checksummed = isAddress(address)
  const figures = useTokensFigures()
  const row = checksummed ? figures.tokens.find((found) => found.token.address === checksummed) : undefined
  const status = row ? 'found' : checksummed && figures.isLoading ? 'loading' : 'notFound'
  return (
    <Page $width="wide" aria-labelledby="token-page-title" data-testid="token-page" data-status={status}>
      {row ? (
        <FoundToken row={row} figures={figures} />
      ) : (
        <>
          <DetailTitle back="/tokens" backLabel={t('tokenPage.back')} id="token-page-title">
            {t('tokens.title')}
          </DetailTitle>
          <MutedText role="status" data-testid="token-page-status">
            {status === 'loading' ? t('common.loading') : t('tokenPage.notFound')}
          </MutedText>
        </>
      )}
    </Page>
  )
}
