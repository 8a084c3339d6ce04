// A token page's figures, the tokens explorer's for the same block: its USD price and change over the last day, what
// its pools hold of it (TVL) and their last day of volume; each also as a plain number on its card for tests and tools.
import { useTranslation } from 'react-i18next'

import { StatCard, StatGrid, StatLabel, StatValue } from '@/components/ui'
import type { TokenRow } from '@/hooks/pools/useTokensFigures'
import { formatUsd, formatUsdPrice } from '@/utils/pricing/formatUsd'
import { toDataValue, toNumber } from '@/utils/pricing/rational'
import { formatPercentDifference } from '@/utils/pricing/usdDifference'

export function TokenStats({ token, isUnserved }: { token: TokenRow; isUnserved: boolean }) {
  const { t } = useTranslation()
  const change = token.priceRatio24h && toNumber(token.priceRatio24h) - 1
  const volume = token.volume24hUsd === undefined && !isUnserved ? '…' : formatUsd(token.volume24hUsd)
  return (
    <StatGrid>
      <StatCard data-testid="token-page-price" data-usd={toDataValue(token.priceUsd)}>
        <StatLabel>{t('tokens.column.priceUsd')}</StatLabel>
        <StatValue>{formatUsdPrice(token.priceUsd)}</StatValue>
      </StatCard>
      <StatCard data-testid="token-page-change" data-change={change}>
        <StatLabel>{t('tokens.column.priceRatio24h')}</StatLabel>
        <StatValue>{change === undefined ? '-' : formatPercentDifference(change * 100)}</StatValue>
      </StatCard>
      <StatCard data-testid="token-page-tvl" data-usd={toDataValue(token.tvlUsd)}>
        <StatLabel>{t('tokens.column.tvlUsd')}</StatLabel>
        <StatValue>{formatUsd(token.tvlUsd)}</StatValue>
      </StatCard>
      <StatCard data-testid="token-page-volume" data-usd={toDataValue(token.volume24hUsd)}>
        <StatLabel>{t('tokens.column.volume24hUsd')}</StatLabel>
        <StatValue>{volume}</StatValue>
      </StatCard>
    </StatGrid>
  )
}
