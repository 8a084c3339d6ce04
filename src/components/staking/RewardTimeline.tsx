// 'Rewards start in' / 'Rewards end in' with the countdown and blocks, or 'Rewards have ended' (spec §4, §9).
import { useTranslation } from 'react-i18next'

import { SmallText, StatCard, StatLabel, StatValue, ToneCard } from '@/components/ui'
import { blocksCountdown } from '@/utils/staking/countdown'
import type { RewardTimeline as Timeline } from '@/utils/staking/timeline'

export function useCountdownText(blocks: number, blockTime: number): string {
  const { t } = useTranslation()
  return t('staking.countdown', { ...blocksCountdown(blocks, blockTime) })
}

export function RewardTimelineCard({ timeline, blockTime }: { timeline: Timeline; blockTime: number }) {
  const { t } = useTranslation()
  const countdown = useCountdownText(timeline.toDisplay, blockTime)
  const label =
    timeline.phase === 'notStarted'
      ? t('staking.rewardsStartIn')
      : timeline.phase === 'started'
        ? t('staking.rewardsEndIn')
        : t('staking.rewardsStatus')
  return (
    <StatCard data-testid="stake-timeline" data-phase={timeline.phase}>
      <StatLabel>{label}</StatLabel>
      {timeline.shouldShowCountdown ? (
        <>
          <StatValue>{countdown}</StatValue>
          <SmallText>{t('staking.blocks', { count: timeline.toDisplay })}</SmallText>
        </>
      ) : (
        <StatValue>{t('staking.rewardsEnded')}</StatValue>
      )}
    </StatCard>
  )
}

/** The rewards-not-started notice: the countdown and the blocks left until the start block. */
export function NotStartedNotice({
  timeline,
  blockTime,
  startBlock,
}: {
  timeline: Timeline
  blockTime: number
  startBlock: number
}) {
  const { t } = useTranslation()
  const countdown = useCountdownText(timeline.untilStart, blockTime)
  if (timeline.phase !== 'notStarted') return null
  return (
    <ToneCard $tone="warning" role="status" data-testid="stake-not-started">
      <strong>{t('staking.notStarted.title')}</strong>
      <span data-testid="stake-countdown">{countdown}</span>
      <SmallText>{t('staking.notStarted.blocksLeft', { count: timeline.untilStart, block: startBlock })}</SmallText>
    </ToneCard>
  )
}
