// The pool page's figures: TVL, the last day's volume and fees, the fee APR, what the pool holds of each token and
// its price; each also as a plain number on its card for tests and tools.
import { useTranslation } from 'react-i18next'

import { StatCard, StatGrid, StatLabel, StatValue } from '@/components/ui'
import { useFormatLocale } from '@/hooks/format/useFormatLocale'
import type { PoolWithFigures } from '@/hooks/pools/usePoolsFigures'
import { formatTokenRaw } from '@/utils/format/formatAmount'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { toDataValue, toNumber } from '@/utils/pricing/rational'
import { reservePrice } from '@/utils/pricing/usdPrice'
import { formatApr } from '@/utils/staking/apr'

export function PoolStats({ pool }: { pool: PoolWithFigures }) {
  const { t } = useTranslation()
  const locale = useFormatLocale()
  const { figures, swapsStatus, token0, token1 } = pool
  const day = (value: string) => (swapsStatus === 'served' ? value : swapsStatus === 'loading' ? '…' : '-')
  const price = reservePrice(pool.reserve0, token0.decimals, pool.reserve1, token1.decimals)
  return (
    <StatGrid>
      <StatCard data-testid="pool-page-tvl" data-usd={toDataValue(figures.tvlUsd)}>
        <StatLabel>{t('pools.column.tvlUsd')}</StatLabel>
        <StatValue>{formatUsd(figures.tvlUsd)}</StatValue>
      </StatCard>
      <StatCard data-testid="pool-page-volume" data-usd={toDataValue(figures.volume24hUsd)}>
        <StatLabel>{t('pools.column.volume24hUsd')}</StatLabel>
        <StatValue>{day(formatUsd(figures.volume24hUsd))}</StatValue>
      </StatCard>
      <StatCard data-testid="pool-page-fees" data-usd={toDataValue(figures.fees24hUsd)}>
        <StatLabel>{t('pools.column.fees24hUsd')}</StatLabel>
        <StatValue>{day(formatUsd(figures.fees24hUsd))}</StatValue>
      </StatCard>
      <StatCard data-testid="pool-page-apr">
        <StatLabel>{t('pools.column.feeApr')}</StatLabel>
        <StatValue>{day(formatApr(figures.feeApr))}</StatValue>
      </StatCard>
      <StatCard data-testid="pool-page-reserves">
        <StatLabel>{t('poolPage.holds')}</StatLabel>
        <StatValue as="span">
          {formatTokenRaw(token0, pool.reserve0)} {token0.symbol}
          <br />
          {formatTokenRaw(token1, pool.reserve1)} {token1.symbol}
        </StatValue>
        {price && (
          <StatLabel data-testid="pool-page-price" data-price={toDataValue(price)}>
            {t('poolPage.price', {
              input: token0.symbol,
              output: token1.symbol,
              price: new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 }).format(toNumber(price)),
            })}
          </StatLabel>
        )}
      </StatCard>
    </StatGrid>
  )
}
