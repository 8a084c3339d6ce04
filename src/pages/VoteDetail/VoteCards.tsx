// The For and Against cards: counts with no decimals and a whole-percent share bar (0% without votes).
import { useTranslation } from 'react-i18next'

import { SurfaceCard } from '@/components/ui'
import { formatVoteCount, votePercent } from '@/utils/governance/votes'

import { CardRow, Cards, Fill, Track } from './styles'

function VoteCard({ side, count, other }: { side: 'for' | 'against'; count: string; other: string }) {
  const { t, i18n } = useTranslation()
  const percent = votePercent(count, other)
  return (
    <SurfaceCard data-testid={`votes-${side}`}>
      <CardRow>
        <span>{t(`vote.${side}`)}</span>
        <span data-testid={`votes-${side}-count`}>{formatVoteCount(count, i18n.language)}</span>
      </CardRow>
      <Track
        role="progressbar"
        aria-label={t(`vote.${side}`)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Fill $percent={percent} $tone={side} />
      </Track>
      <span data-testid={`votes-${side}-percent`}>{t('vote.percent', { percent })}</span>
    </SurfaceCard>
  )
}

export function VoteCards({ forCount, againstCount }: { forCount: string; againstCount: string }) {
  return (
    <Cards>
      <VoteCard side="for" count={forCount} other={againstCount} />
      <VoteCard side="against" count={againstCount} other={forCount} />
    </Cards>
  )
}
