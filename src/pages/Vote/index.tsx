// The governance proposal list at /vote: the user's votes, the 'Unlock Voting' entry and every proposal, newest first.
import { useTranslation } from 'react-i18next'

import { Button, MutedText, Page, PlainList, Title } from '@/components/ui'
import { LazyDelegateModal } from '@/components/vote/lazy'
import { StatusBadge } from '@/components/vote/StatusBadge'
import { useWeb3React } from '@/connection/web3Context'
import { useCanUnlockVoting } from '@/hooks/governance/useCanUnlockVoting'
import { useGovernanceTokenSymbol } from '@/hooks/governance/useGovernanceTokenSymbol'
import { useProposalData } from '@/hooks/governance/useProposalData'
import { useUserVotes } from '@/hooks/governance/useUserVotes'
import { useModalOpen, useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'
import { formatVotes } from '@/utils/governance/votes'

import { ProposalNumber, Row, RowTitle, VotesCard } from './styles'

function ProposalList() {
  const { t } = useTranslation()
  const { proposals, isUnavailable } = useProposalData()
  if (isUnavailable) return <MutedText>{t('vote.unavailable')}</MutedText>
  if (!proposals) return <MutedText role="status">{t('vote.loading')}</MutedText>
  if (proposals.length === 0) return <MutedText>{t('vote.empty')}</MutedText>
  return (
    <PlainList as="ol" data-testid="proposal-list">
      {proposals.map((proposal) => (
        <li key={proposal.id}>
          <Row to={`/vote/${proposal.id}`} data-testid={`proposal-${proposal.id}`}>
            <ProposalNumber>{proposal.id}</ProposalNumber>
            <RowTitle>{proposal.title ?? t('vote.untitled')}</RowTitle>
            <StatusBadge status={proposal.status} />
          </Row>
        </li>
      ))}
    </PlainList>
  )
}

export default function Vote() {
  const { t } = useTranslation()
  const { account } = useWeb3React()
  const votes = useUserVotes()
  const canUnlock = useCanUnlockVoting()
  const symbol = useGovernanceTokenSymbol()
  const isDelegateOpen = useModalOpen(ApplicationModal.DELEGATE)
  const toggleDelegate = useToggleModal(ApplicationModal.DELEGATE)

  return (
    <Page>
      <Title>{t('vote.title')}</Title>
      <MutedText>{t('vote.intro')}</MutedText>
      {account && (
        <VotesCard>
          <span data-testid="user-votes">
            {t('vote.yourVotes', { votes: votes === undefined ? '-' : formatVotes(votes) })}
          </span>
          {canUnlock && (
            <Button type="button" onClick={toggleDelegate}>
              {t('vote.unlockVoting')}
            </Button>
          )}
        </VotesCard>
      )}
      <ProposalList />
      <LazyDelegateModal isOpen={isDelegateOpen} onDismiss={toggleDelegate} symbol={symbol} />
    </Page>
  )
}
