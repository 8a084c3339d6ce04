// Vote For / Vote Against for an account that had votes at the start block of an active proposal, else the note.
import { useTranslation } from 'react-i18next'

import { Button, ButtonRow, ToneCard } from '@/components/ui'
import { useCanUnlockVoting } from '@/hooks/governance/useCanUnlockVoting'
import { useUserVotesAsOfBlock } from '@/hooks/governance/useUserVotes'
import type { ProposalStatus } from '@/utils/governance/status'

import { InlineLinkButton } from './styles'

interface Props {
  status: ProposalStatus
  startBlock: number
  onVote: (support: boolean) => void
  onUnlock: () => void
}

export function VotingActions({ status, startBlock, onVote, onUnlock }: Props) {
  const { t } = useTranslation()
  const priorVotes = useUserVotesAsOfBlock(startBlock)
  const canUnlock = useCanUnlockVoting()
  const isEligible = status === 'active' && priorVotes !== undefined && Number(priorVotes) > 0

  if (isEligible)
    return (
      <ButtonRow $gap={12}>
        <Button type="button" data-testid="vote-for" onClick={() => onVote(true)}>
          {t('vote.voteFor')}
        </Button>
        <Button type="button" data-testid="vote-against" onClick={() => onVote(false)}>
          {t('vote.voteAgainst')}
        </Button>
      </ButtonRow>
    )
  // The note only matters while votes can still be cast.
  if (status !== 'active' && status !== 'pending') return null
  return (
    <ToneCard data-testid="vote-eligibility">
      {t('vote.eligibility', { block: startBlock })}
      {canUnlock && (
        <InlineLinkButton type="button" onClick={onUnlock}>
          {t('vote.unlockVotingLink')}
        </InlineLinkButton>
      )}
    </ToneCard>
  )
}
