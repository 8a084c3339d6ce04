// The portfolio's V1 liquidity: a row per V1 exchange where the account holds liquidity, what it redeems for, its
// value, and the way to migrate it to V2; the raw liquidity and value also sit on the row for tests and tools.
import { useTranslation } from 'react-i18next'

import { ButtonLink } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { V1Holding } from '@/hooks/portfolio/usePortfolioV1'
import { currencySymbol, ETHER } from '@/sdk'
import { formatTokenRaw } from '@/utils/format/formatAmount'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { toDataValue } from '@/utils/pricing/rational'

import { HoldingsTable } from './HoldingsTable'

const COLUMNS = ['pool', 'pooled', 'value', 'actions'] as const

export function V1Holdings({ positions }: { positions: readonly V1Holding[] }) {
  const { t } = useTranslation()
  const native = currencySymbol(ETHER, useActiveChainId())
  return (
    <HoldingsTable label="portfolio.v1" testId="portfolio-v1" columns={COLUMNS}>
      {positions.map(({ exchange, token, raw, redeems, usd }) => (
        <tr
          key={exchange}
          data-testid={`portfolio-v1-${exchange}`}
          data-liquidity={raw.toString()}
          data-usd={toDataValue(usd)}
        >
          <td>{t('portfolio.v1Pool', { symbol: token.symbol ?? '?', native })}</td>
          <td data-figure>
            {redeems ? (
              <>
                {formatTokenRaw(token, redeems.token)} {token.symbol}
                <br />
                {formatTokenRaw(ETHER, redeems.native)} {native}
              </>
            ) : (
              '…'
            )}
          </td>
          <td data-figure>{formatUsd(usd)}</td>
          <td>
            <ButtonLink $size="small" $variant="outline" to={`/migrate/v1/${exchange}`}>
              {t('portfolio.migrate')}
            </ButtonLink>
          </td>
        </tr>
      ))}
    </HoldingsTable>
  )
}
