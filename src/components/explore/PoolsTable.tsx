// The explorer's pools table (the pools explorer's, and a token page's pools): a pool per row (its pair, TVL, the last
// day's volume and fees, the fee APR), sorted by the column the user chose; each figure also sits on its row as a
// plain number for tests and tools.
import { useTranslation } from 'react-i18next'

import { SortableHead } from '@/components/explore/SortableHead'
import { NameLink, Table, TableScroller, Unlisted } from '@/components/explore/styles'
import type { PoolWithFigures } from '@/hooks/pools/usePoolsFigures'
import { poolName } from '@/utils/pools/poolName'
import type { PoolSortKey, SortDirection } from '@/utils/pools/poolSort'
import { POOL_SORT_KEYS } from '@/utils/pools/poolSort'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { toDataValue } from '@/utils/pricing/rational'
import { formatApr } from '@/utils/staking/apr'

interface Props {
  pools: readonly PoolWithFigures[]
  /** The position of the first row in the whole sorted list. */
  firstRank: number
  sortKey: PoolSortKey
  direction: SortDirection
  onSort: (key: PoolSortKey) => void
}

export function PoolsTable({ pools, firstRank, sortKey, direction, onSort }: Props) {
  const { t } = useTranslation()
  const shown = (pool: PoolWithFigures, key: PoolSortKey) => {
    const value = pool.figures[key]
    if (key !== 'tvlUsd' && pool.swapsStatus !== 'served') return pool.swapsStatus === 'loading' ? '…' : '-'
    return key === 'feeApr' ? formatApr(value) : formatUsd(value)
  }
  return (
    <TableScroller tabIndex={0} role="region" aria-label={t('pools.tableLabel')}>
      <Table data-testid="pools-table">
        <SortableHead
          name={t('pools.column.pool')}
          keys={POOL_SORT_KEYS}
          label={(key) => t(`pools.column.${key}`)}
          testIdPrefix="pools-sort"
          sortKey={sortKey}
          direction={direction}
          onSort={onSort}
        />
        <tbody>
          {pools.map((pool, index) => (
            <tr
              key={pool.address}
              data-testid={`pool-row-${pool.address}`}
              data-rank={firstRank + index + 1}
              data-swaps={pool.swapsStatus}
              data-tvl-usd={toDataValue(pool.figures.tvlUsd)}
              data-volume-24h-usd={toDataValue(pool.figures.volume24hUsd)}
              data-fees-24h-usd={toDataValue(pool.figures.fees24hUsd)}
              data-fee-apr={toDataValue(pool.figures.feeApr)}
            >
              <td>
                <NameLink to={`/pools/${pool.address}`}>{poolName(pool)}</NameLink>
                {pool.hasUnlistedToken && (
                  <Unlisted title={t('pools.unlistedHint')} data-testid="pool-unlisted">
                    {t('pools.unlisted')}
                  </Unlisted>
                )}
              </td>
              {POOL_SORT_KEYS.map((key) => (
                <td key={key} data-figure>
                  {shown(pool, key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  )
}
