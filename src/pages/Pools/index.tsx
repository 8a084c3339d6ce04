// The pools explorer at /pools: every pair the factory made, with its TVL and the last day's volume, fees and fee
// APR, read from the chain alone (reserves, and Swap logs priced by the app's pricing engine); sortable by each
// figure, searchable by token or address, a page of POOLS_PAGE_SIZE at a time.
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ExploreTabs } from '@/components/explore/ExploreTabs'
import { PoolsTable } from '@/components/explore/PoolsTable'
import { Toolbar } from '@/components/explore/styles'
import { Button, MutedText, Page, RowCenter, SmallText, TextField, Title } from '@/components/ui'
import { useFactoryPools } from '@/hooks/pools/useFactoryPools'
import { usePoolsFigures } from '@/hooks/pools/usePoolsFigures'
import { matchesPoolSearch, nextSort, type PoolSortKey, sortPools, type TableSort } from '@/utils/pools/poolSort'

export const POOLS_PAGE_SIZE = 20

export default function Pools() {
  const { t } = useTranslation()
  const { pools, count, isLoading } = useFactoryPools()
  const { pools: withFigures } = usePoolsFigures(pools)
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<TableSort<PoolSortKey>>({
    key: 'tvlUsd',
    direction: 'descending',
  })
  const [page, setPage] = useState(0)
  const found = useMemo(
    () =>
      sortPools(
        withFigures.filter((pool) => matchesPoolSearch(pool, query)),
        sort.key,
        sort.direction,
      ),
    [withFigures, query, sort],
  )
  const pages = Math.max(1, Math.ceil(found.length / POOLS_PAGE_SIZE))
  const current = Math.min(page, pages - 1)
  const shown = found.slice(current * POOLS_PAGE_SIZE, (current + 1) * POOLS_PAGE_SIZE)
  const isUnserved = withFigures.some((pool) => pool.swapsStatus === 'unserved')

  const onSort = (key: PoolSortKey) => {
    setSort((previous) => nextSort(previous, key))
    setPage(0)
  }

  return (
    <Page $width="wide" aria-labelledby="pools-title" data-testid="pools-page">
      <ExploreTabs />
      <Title id="pools-title">{t('pools.title')}</Title>
      <MutedText>{t('pools.intro')}</MutedText>
      <Toolbar>
        <TextField
          label={t('pools.search')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setPage(0)
          }}
          data-testid="pools-search"
        />
        <SmallText data-testid="pools-count" data-count={count}>
          {count === undefined ? t('common.loading') : t('pools.count', { count })}
        </SmallText>
      </Toolbar>
      {isUnserved && (
        <SmallText role="status" data-testid="pools-swaps-unserved">
          {t('pools.swapsUnserved')}
        </SmallText>
      )}
      {found.length > 0 ? (
        <PoolsTable
          pools={shown}
          firstRank={current * POOLS_PAGE_SIZE}
          sortKey={sort.key}
          direction={sort.direction}
          onSort={onSort}
        />
      ) : (
        <MutedText role="status" data-testid="pools-empty">
          {isLoading ? t('common.loading') : query.trim() ? t('pools.noMatch') : t('pools.none')}
        </MutedText>
      )}
      {pages > 1 && (
        <RowCenter as="nav" $gap={12} aria-label={t('pools.pages')}>
          <Button
            type="button"
            $size="small"
            $variant="outline"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
            data-testid="pools-page-previous"
          >
            {t('pools.previous')}
          </Button>
          <SmallText data-testid="pools-page-number">{t('pools.page', { page: current + 1, pages })}</SmallText>
          <Button
            type="button"
            $size="small"
            $variant="outline"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
            data-testid="pools-page-next"
          >
            {t('pools.next')}
          </Button>
        </RowCenter>
      )}
    </Page>
  )
}
