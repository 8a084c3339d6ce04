// One governance proposal at /vote/{id}: status, end time, vote cards, calls, description, proposer and voting.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { ExternalLink, MutedText, Page, RowBetween } from '@/components/ui'
import { LazyDelegateModal, LazyVoteModal } from '@/components/vote/lazy'
import { ProposalDescription } from '@/components/vote/ProposalDescription'
import { StatusBadge } from '@/components/vote/StatusBadge'
import { explorerAddressUrl } from '@/components/WalletModal/explorer'
import type { ProposalData } from '@/hooks/governance/types'
import { useGovernanceTokenSymbol } from '@/hooks/governance/useGovernanceTokenSymbol'
import { useProposal } from '@/hooks/governance/useProposalData'
import { useBlockNumber, useModalOpen, useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'
import { estimateVotingEnd } from '@/utils/governance/endTime'

import { CallDetails, useExplorer } from './CallDetails'
import { BackLink, ProposalTitle, SectionTitle } from './styles'
import { VoteCards } from './VoteCards'
import { VotingActions } from './VotingActions'

function EndTime({ endBlock }: { endBlock: number }) {
  const { t, i18n } = useTranslation()
  const end = estimateVotingEnd(useBlockNumber(), endBlock, Date.now())
  if (!end) return null
  const date = end.date.toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' })
  return (
    <MutedText data-testid="voting-end">{t(end.hasEnded ? 'vote.votingEnded' : 'vote.votingEnds', { date })}</MutedText>
  )
}

function ProposalView({ proposal }: { proposal: ProposalData }) {
  const { t } = useTranslation()
  const explorer = useExplorer()
  const symbol = useGovernanceTokenSymbol()
  const [support, setSupport] = useState(true)
  const isVoteOpen = useModalOpen(ApplicationModal.VOTE)
  const toggleVote = useToggleModal(ApplicationModal.VOTE)
  const isDelegateOpen = useModalOpen(ApplicationModal.DELEGATE)
  const toggleDelegate = useToggleModal(ApplicationModal.DELEGATE)

  return (
    <>
      <StatusBadge status={proposal.status} />
      <ProposalTitle>{proposal.title ?? t('vote.untitled')}</ProposalTitle>
      <EndTime endBlock={proposal.endBlock} />
      <VotingActions
        status={proposal.status}
        startBlock={proposal.startBlock}
        onVote={(choice) => {
          setSupport(choice)
          toggleVote()
        }}
        onUnlock={toggleDelegate}
      />
      <VoteCards forCount={proposal.forCount} againstCount={proposal.againstCount} />
      <section>
        <SectionTitle>{t('vote.details')}</SectionTitle>
        <CallDetails details={proposal.details} />
      </section>
      <section>
        <SectionTitle>{t('vote.description')}</SectionTitle>
        {proposal.description ? (
          <ProposalDescription text={proposal.description} />
        ) : (
          <MutedText>{t('vote.noDescription')}</MutedText>
        )}
      </section>
      <section>
        <SectionTitle>{t('vote.proposer')}</SectionTitle>
        {explorer ? (
          <ExternalLink
            href={explorerAddressUrl(explorer, proposal.proposer)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="proposal-proposer"
          >
            {proposal.proposer}
          </ExternalLink>
        ) : (
          <span data-testid="proposal-proposer">{proposal.proposer}</span>
        )}
      </section>
      <LazyVoteModal isOpen={isVoteOpen} onDismiss={toggleVote} proposalId={proposal.id} support={support} />
      <LazyDelegateModal isOpen={isDelegateOpen} onDismiss={toggleDelegate} symbol={symbol} />
    </>
  )
}

export default function VoteDetail() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  // Only a plain number can name a proposal; anything else from the URL is shown as text in the message.
  const isValidId = /^[1-9]\d{0,15}$/.test(id)
  const { proposal, isLoading } = useProposal(isValidId ? id : undefined)

  return (
    <Page>
      <RowBetween $gap={12}>
        <BackLink to="/vote">{t('vote.allProposals')}</BackLink>
      </RowBetween>
      {proposal ? (
        <ProposalView proposal={proposal} />
      ) : isLoading && isValidId ? (
        <MutedText role="status">{t('vote.loading')}</MutedText>
      ) : (
        <MutedText role="alert" data-testid="proposal-not-found">
          {t('vote.notFound', { id })}
        </MutedText>
      )}
    </Page>
  )
}
