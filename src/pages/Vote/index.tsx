// The governance proposal list at /vote: the user's votes, the 'Unlock Voting' entry and every proposal, newest first.
import { useWeb3React } from '@web3-react/core'
import { useTranslation } from 'react-i18next'

import { LazyDelegateModal } from '@/components/vote/lazy'
import { StatusBadge } from '@/components/vote/StatusBadge'
import { useCanUnlockVoting } from '@/hooks/governance/useCanUnlockVoting'
import { useGovernanceTokenSymbol } from '@/hooks/governance/useGovernanceTokenSymbol'
import { useProposalData } from '@/hooks/governance/useProposalData'
import { useUserVotes } from '@/hooks/governance/useUserVotes'
import { useModalOpen, useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'
import { formatVotes } from '@/utils/governance/votes'

import { Button, Card, List, Muted, Page, ProposalNumber, Row, RowTitle, Title } from './styles'

function ProposalList() {
  const { t } = useTranslation()
  const { proposals, isUnavailable } = useProposalData()
  if (isUnavailable) return <Muted>{t('vote.unavailable')}</Muted>
  if (!proposals) return <Muted role="status">{t('vote.loading')}</Muted>
  if (proposals.length === 0) return <Muted>{t('vote.empty')}</Muted>
  return (
    <List data-testid="proposal-list">
      {proposals.map((proposal) => (
        <li key={proposal.id}>
          <Row to={`/vote/${proposal.id}`} data-testid={`proposal-${proposal.id}`}>
            <ProposalNumber>{proposal.id}</ProposalNumber>
            <RowTitle>{proposal.title ?? t('vote.untitled')}</RowTitle>
            <StatusBadge status={proposal.status} />
          </Row>
        </li>
      ))}
    </List>
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
      <Muted>{t('vote.intro')}</Muted>
      {account && (
        <Card>
          <span data-testid="user-votes">
            {t('vote.yourVotes', { votes: votes === undefined ? '-' : formatVotes(votes) })}
          </span>
          {canUnlock && (
            <Button type="button" onClick={toggleDelegate}>
              {t('vote.unlockVoting')}
            </Button>
          )}
        </Card>
      )}
      <ProposalList />
      <LazyDelegateModal isOpen={isDelegateOpen} onDismiss={toggleDelegate} symbol={symbol} />
    </Page>
  )
}
