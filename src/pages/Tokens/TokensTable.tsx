// The tokens table: a token per row (its symbol and name, USD price, TVL across its pools, the last day's volume of
// those pools), sorted by the column the user chose; each figure also sits on its row as a plain number for tests
// and tools.
import { useTranslation } from 'react-i18next'

import { SortableHead } from '@/components/explore/SortableHead'
import { NameLink, Table, TableScroller, Unlisted } from '@/components/explore/styles'
import type { TokenRow } from '@/hooks/pools/useTokensFigures'
import type { SortDirection } from '@/utils/pools/poolSort'
import { TOKEN_SORT_KEYS, type TokenSortKey } from '@/utils/pools/tokenSort'
import { formatUsd, formatUsdPrice } from '@/utils/pricing/formatUsd'
import { type Rational, toDataValue, toNumber } from '@/utils/pricing/rational'
import { formatPercentDifference } from '@/utils/pricing/usdDifference'

/** A price ratio (now over then) as a change in percent: 1.05 is +5. */
const changePercent = (ratio: Rational) => (toNumber(ratio) - 1) * 100

interface Props {
  tokens: readonly TokenRow[]
  /** The node refused the last day's swaps: an unknown volume stays unknown rather than loading. */
  isUnserved: boolean
  sortKey: TokenSortKey
  direction: SortDirection
  onSort: (key: TokenSortKey) => void
}

export function TokensTable({ tokens, isUnserved, sortKey, direction, onSort }: Props) {
  const { t } = useTranslation()
  const shown = (row: TokenRow, key: TokenSortKey) => {
    if (key === 'priceUsd') return formatUsdPrice(row.priceUsd)
    if (key === 'priceRatio24h')
      return row.priceRatio24h ? formatPercentDifference(changePercent(row.priceRatio24h)) : '-'
    if (key === 'volume24hUsd' && row.volume24hUsd === undefined && !isUnserved) return '…'
    return formatUsd(row[key])
  }
  return (
    <TableScroller tabIndex={0} role="region" aria-label={t('tokens.tableLabel')}>
      <Table data-testid="tokens-table">
        <SortableHead
          name={t('tokens.column.token')}
          keys={TOKEN_SORT_KEYS}
          label={(key) => t(`tokens.column.${key}`)}
          testIdPrefix="tokens-sort"
          sortKey={sortKey}
          direction={direction}
          onSort={onSort}
        />
        <tbody>
          {tokens.map((row) => (
            <tr
              key={row.token.address}
              data-testid={`tokens-row-${row.token.address}`}
              data-pools={row.pools.length}
              data-price-usd={toDataValue(row.priceUsd)}
              data-price-change-24h={row.priceRatio24h && toNumber(row.priceRatio24h) - 1}
              data-tvl-usd={toDataValue(row.tvlUsd)}
              data-volume-24h-usd={toDataValue(row.volume24hUsd)}
            >
              <td>
                <NameLink to={`/tokens/${row.token.address}`} title={row.token.name}>
                  {row.token.symbol ?? '?'}
                </NameLink>
                {!row.isListed && (
                  <Unlisted title={t('tokens.unlistedHint')} data-testid="token-unlisted">
                    {t('pools.unlisted')}
                  </Unlisted>
                )}
              </td>
              {TOKEN_SORT_KEYS.map((key) => (
                <td key={key} data-figure>
                  {shown(row, key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  )
}
