// The connected account's portfolio at /portfolio: its total in USD, then its tokens, pool positions, stakes, V1
// liquidity and governance (locked VENOM, votes, delegate), each at the pricing engine's prices of the same block as
// the pool pages and explorer, with the way to act on each. Zero balances are hidden unless asked for.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { HistoryNote } from '@/components/HistoryNote'
import {
  Button,
  MutedText,
  Page,
  Row,
  RowBetween,
  SmallText,
  StatCard,
  StatLabel,
  StatValue,
  Title,
  Toggle,
} from '@/components/ui'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { useGovernanceTokenSymbol } from '@/hooks/governance/useGovernanceTokenSymbol'
import { usePortfolio } from '@/hooks/portfolio/usePortfolio'
import { useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'
import { isHeld } from '@/utils/portfolio/holdings'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { toDataValue, toNumber } from '@/utils/pricing/rational'
import { formatPercentDifference } from '@/utils/pricing/usdDifference'

import { GovernanceCard } from './GovernanceCard'
import { PositionHoldings } from './PositionHoldings'
import { StakeHoldings } from './StakeHoldings'
import { SectionTitle } from './styles'
import { TokenHoldings } from './TokenHoldings'
import { V1Holdings } from './V1Holdings'

function Holdings({ account }: { account: string }) {
  const { t } = useTranslation()
  const { tokens, positions, stakes, v1, governance, history, total, change24h, isLoading } = usePortfolio(account)
  const change = change24h && toNumber(change24h) - 1
  const governanceSymbol = useGovernanceTokenSymbol()
  const [showZero, setShowZero] = useState(false)
  const shownTokens = showZero ? tokens : tokens.filter(isHeld)
  return (
    <>
      <StatCard data-testid="portfolio-total" data-usd={isLoading ? undefined : toDataValue(total.usd)}>
        <StatLabel>{t('portfolio.total')}</StatLabel>
        <StatValue>{isLoading ? '…' : formatUsd(total.usd)}</StatValue>
        {change !== undefined && (
          <SmallText data-testid="portfolio-change" data-change={change}>
            {t('portfolio.change24h', { change: formatPercentDifference(change * 100) })}
          </SmallText>
        )}
        {total.unpriced > 0 && (
          <SmallText data-testid="portfolio-unpriced">{t('portfolio.unpriced', { count: total.unpriced })}</SmallText>
        )}
      </StatCard>
      <RowBetween>
        <SectionTitle>{t('portfolio.tokens')}</SectionTitle>
        <Row $gap={8}>
          <SmallText>{t('portfolio.showZero')}</SmallText>
          <Toggle
            isOn={showZero}
            onToggle={() => setShowZero((shown) => !shown)}
            label={t('portfolio.showZero')}
            testId="portfolio-show-zero"
          />
        </Row>
      </RowBetween>
      {history && (
        <HistoryNote
          history={history}
          loading={(percent) => t('portfolio.historyLoading', { percent })}
          unserved={t('portfolio.historyUnserved')}
          testId="portfolio-history"
        />
      )}
      {shownTokens.length > 0 ? (
        <TokenHoldings tokens={shownTokens} />
      ) : (
        <MutedText role="status">{isLoading ? t('common.loading') : t('portfolio.noTokens')}</MutedText>
      )}
      <SectionTitle>{t('portfolio.positions')}</SectionTitle>
      {positions.length > 0 ? (
        <PositionHoldings positions={positions} />
      ) : (
        <MutedText role="status">{isLoading ? t('common.loading') : t('portfolio.noPositions')}</MutedText>
      )}
      <SectionTitle>{t('portfolio.stakes')}</SectionTitle>
      {stakes.length > 0 ? (
        <StakeHoldings stakes={stakes} />
      ) : (
        <MutedText role="status">{isLoading ? t('common.loading') : t('portfolio.noStakes')}</MutedText>
      )}
      <SectionTitle>{t('portfolio.v1')}</SectionTitle>
      {v1.length > 0 ? (
        <V1Holdings positions={v1} />
      ) : (
        <MutedText role="status">{isLoading ? t('common.loading') : t('portfolio.noV1')}</MutedText>
      )}
      <SectionTitle>{t('portfolio.governance')}</SectionTitle>
      {governance ? (
        <GovernanceCard governance={governance} symbol={governanceSymbol} account={account} />
      ) : (
        <MutedText role="status">{t('common.loading')}</MutedText>
      )}
    </>
  )
}

export default function Portfolio() {
  const { t } = useTranslation()
  const { account } = useWalletStatus()
  const toggleWalletModal = useToggleModal(ApplicationModal.WALLET)
  return (
    <Page $width="wide" aria-labelledby="portfolio-title" data-testid="portfolio-page">
      <Title id="portfolio-title">{t('portfolio.title')}</Title>
      {account ? (
        <Holdings account={account} />
      ) : (
        <>
          <MutedText>{t('portfolio.connect')}</MutedText>
          <Button $size="medium" onClick={toggleWalletModal} data-testid="portfolio-connect">
            {t('portfolio.connectButton')}
          </Button>
        </>
      )}
    </Page>
  )
}
