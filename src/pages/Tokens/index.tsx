// The tokens explorer at /tokens: every token in the exchange's pools with its USD price, the liquidity its pools
// hold of it (TVL) and the last day's volume of those pools, read from the chain alone with the pools explorer's
// reads and prices; sortable by each figure, searchable by symbol, name or address.
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ExploreTabs } from '@/components/explore/ExploreTabs'
import { Toolbar } from '@/components/explore/styles'
import { MutedText, Page, SmallText, TextField, Title } from '@/components/ui'
import { useTokensFigures } from '@/hooks/pools/useTokensFigures'
import { nextSort, type TableSort } from '@/utils/pools/poolSort'
import { matchesTokenSearch, sortTokens, type TokenSortKey } from '@/utils/pools/tokenSort'

import { TokensTable } from './TokensTable'

export default function Tokens() {
  const { t } = useTranslation()
  const { tokens, isLoading, isUnserved } = useTokensFigures()
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<TableSort<TokenSortKey>>({
    key: 'tvlUsd',
    direction: 'descending',
  })
  const found = useMemo(
    () =>
      sortTokens(
        tokens.filter((row) => matchesTokenSearch(row, query)),
        sort.key,
        sort.direction,
      ),
    [tokens, query, sort],
  )

  const onSort = (key: TokenSortKey) => setSort((previous) => nextSort(previous, key))

  return (
    <Page $width="wide" aria-labelledby="tokens-title" data-testid="tokens-page">
      <ExploreTabs />
      <Title id="tokens-title">{t('tokens.title')}</Title>
      <MutedText>{t('tokens.intro')}</MutedText>
      <Toolbar>
        <TextField
          label={t('tokens.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="tokens-search"
        />
        <SmallText data-testid="tokens-count" data-count={isLoading ? undefined : tokens.length}>
          {isLoading ? t('common.loading') : t('tokens.count', { count: tokens.length })}
        </SmallText>
      </Toolbar>
      {isUnserved && (
        <SmallText role="status" data-testid="tokens-swaps-unserved">
          {t('tokens.swapsUnserved')}
        </SmallText>
      )}
      {found.length > 0 ? (
        <TokensTable
          tokens={found}
          isUnserved={isUnserved}
          sortKey={sort.key}
          direction={sort.direction}
          onSort={onSort}
        />
      ) : (
        <MutedText role="status" data-testid="tokens-empty">
          {isLoading ? t('common.loading') : query.trim() ? t('tokens.noMatch') : t('tokens.none')}
        </MutedText>
      )}
    </Page>
  )
}
