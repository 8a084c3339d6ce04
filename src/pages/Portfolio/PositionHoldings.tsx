// The portfolio's pool positions: a row per pool whose pool tokens the account holds, what they withdraw of each token,
// their value, and the ways to its pool page and to remove it; the value also as a plain number for tests and tools.
import { useTranslation } from 'react-i18next'

import { NameLink } from '@/components/explore/styles'
import { ButtonLink } from '@/components/ui'
import type { PositionHolding } from '@/hooks/portfolio/usePortfolio'
import { unwrappedToken } from '@/sdk'
import { formatTokenRaw } from '@/utils/format/formatAmount'
import { poolName } from '@/utils/pools/poolName'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { toDataValue } from '@/utils/pricing/rational'
import { currencyId } from '@/utils/tokens/currencyId'

import { HoldingsTable } from './HoldingsTable'

const COLUMNS = ['pool', 'pooled', 'value', 'actions'] as const

export function PositionHoldings({ positions }: { positions: readonly PositionHolding[] }) {
  const { t } = useTranslation()
  return (
    <HoldingsTable label="portfolio.positions" testId="portfolio-positions" columns={COLUMNS}>
      {positions.map(({ pool, pooled, raw, usd }) => (
        <tr
          key={pool.address}
          data-testid={`portfolio-position-${pool.address}`}
          data-liquidity={raw.toString()}
          data-usd={toDataValue(usd)}
        >
          <td>
            <NameLink to={`/pools/${pool.address}`}>{poolName(pool)}</NameLink>
          </td>
          <td data-figure>
            {formatTokenRaw(pool.token0, pooled[0])} {pool.token0.symbol}
            <br />
            {formatTokenRaw(pool.token1, pooled[1])} {pool.token1.symbol}
          </td>
          <td data-figure>{formatUsd(usd)}</td>
          <td>
            <ButtonLink
              $size="small"
              $variant="outline"
              to={`/remove/${currencyId(unwrappedToken(pool.token0))}/${currencyId(unwrappedToken(pool.token1))}`}
            >
              {t('portfolio.remove')}
            </ButtonLink>
          </td>
        </tr>
      ))}
    </HoldingsTable>
  )
}
