// A staking page's totals: the deposits in USD with the APR, the reward rate per block and the reward timeline.
import { useTranslation } from 'react-i18next'

import { StatCard, StatGrid, StatLabel, StatValue } from '@/components/ui'
import { SmallText } from '@/components/ui'
import { formatLocale } from '@/i18n/formatLocale'
import { formatUsd } from '@/utils/pricing/formatUsd'
import type { Rational } from '@/utils/pricing/rational'
import { formatApr } from '@/utils/staking/apr'
import type { RewardTimeline } from '@/utils/staking/timeline'

import { RewardTimelineCard } from './RewardTimeline'

interface Props {
  figures: { totalStakedUsd?: Rational; apr?: Rational; rewardPerBlock: number; timeline?: RewardTimeline }
  /** The reward rate card's label (a farm's emission rate, a pool's reward per block). */
  rateLabel: string
  rewardSymbol: string | undefined
  blockTime: number
}

export function StakeTotals({ figures, rateLabel, rewardSymbol, blockTime }: Props) {
  const { t } = useTranslation()
  return (
    <StatGrid>
      <StatCard>
        <StatLabel>{t('staking.totalDeposits')}</StatLabel>
        <StatValue data-testid="stake-total-deposits">{formatUsd(figures.totalStakedUsd)}</StatValue>
        <SmallText data-testid="stake-apr">{t('staking.apr', { apr: formatApr(figures.apr) })}</SmallText>
      </StatCard>
      <StatCard>
        <StatLabel>{rateLabel}</StatLabel>
        <StatValue data-testid="stake-emission-rate">
          {t('staking.perBlock', {
            amount: figures.rewardPerBlock.toLocaleString(formatLocale(), { maximumFractionDigits: 6 }),
            symbol: rewardSymbol,
          })}
        </StatValue>
      </StatCard>
      {figures.timeline && <RewardTimelineCard timeline={figures.timeline} blockTime={blockTime} />}
    </StatGrid>
  )
}
