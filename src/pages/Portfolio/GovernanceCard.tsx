// The portfolio's governance card: the account's locked VENOM and its value, what of it unlocks now, its votes and
// its delegate, with the way to the proposals; each figure also as a plain value for tests and tools.
import { useTranslation } from 'react-i18next'

import { InternalLink, StatCard, StatGrid, StatLabel, StatValue } from '@/components/ui'
import type { GovernanceHolding } from '@/hooks/portfolio/usePortfolioGovernance'
import { formatTokenRaw } from '@/utils/format/formatAmount'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { shortenAddress } from '@/utils/format/shortenAddress'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { toDataValue } from '@/utils/pricing/rational'

type Props = { governance: GovernanceHolding; symbol: string; account: string }

export function GovernanceCard({ governance, symbol, account }: Props) {
  const { t } = useTranslation()
  const { token, raw, usd, unlockable, votes, delegate } = governance
  const venom = (amount: bigint) => formatTokenRaw(token, amount) || '0'
  return (
    <StatGrid>
      <StatCard data-testid="portfolio-locked" data-locked={raw.toString()} data-usd={toDataValue(usd)}>
        <StatLabel>{t('portfolio.locked', { symbol })}</StatLabel>
        <StatValue>
          {venom(raw)} {symbol}
        </StatValue>
        <StatLabel>{formatUsd(usd)}</StatLabel>
        {unlockable !== undefined && unlockable > 0n && (
          <StatLabel data-testid="portfolio-unlockable" data-unlockable={unlockable.toString()}>
            {t('portfolio.unlockable', { amount: venom(unlockable), symbol })}
          </StatLabel>
        )}
      </StatCard>
      <StatCard data-testid="portfolio-votes" data-votes={votes} data-delegate={delegate ?? undefined}>
        <StatLabel>{t('portfolio.votes')}</StatLabel>
        <StatValue>{votes === undefined ? '…' : localizeDecimal(votes.replace(/\.0$/, ''))}</StatValue>
        <StatLabel>
          {delegate === undefined
            ? '…'
            : delegate === null
              ? t('portfolio.noDelegate')
              : delegate.toLowerCase() === account.toLowerCase()
                ? t('portfolio.delegateSelf')
                : t('portfolio.delegate', { address: shortenAddress(delegate) })}
        </StatLabel>
        <InternalLink to="/vote">{t('portfolio.proposals')}</InternalLink>
      </StatCard>
    </StatGrid>
  )
}
