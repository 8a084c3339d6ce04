// The vote dialog: the user's votes and a confirm button, then waiting for the wallet, submitted, or the error view.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { useUserVotes } from '@/hooks/governance/useUserVotes'
import { useVoteCallback } from '@/hooks/governance/useVoteCallback'
import { formatVotes } from '@/utils/governance/votes'

import { ErrorView, PendingView, SubmittedView } from './FlowViews'
import { Big, Body, CloseButton, Header, PrimaryButton } from './styles'
import { useTransactionFlow } from './useTransactionFlow'

interface Props {
  isOpen: boolean
  onDismiss: () => void
  proposalId: string
  support: boolean
}

export default function VoteModal({ isOpen, onDismiss, proposalId, support }: Props) {
  const { t } = useTranslation()
  const votes = useUserVotes()
  const vote = useVoteCallback()
  const { flow, run, reset } = useTransactionFlow()
  const title = t(support ? 'vote.modal.titleFor' : 'vote.modal.titleAgainst', { id: proposalId })

  const close = useCallback(() => {
    reset()
    onDismiss()
  }, [reset, onDismiss])

  const onConfirm = () => {
    if (vote) void run(() => vote(proposalId, support))
  }

  return (
    <Modal isOpen={isOpen} onDismiss={close} label={title}>
      <Body>
        <Header>
          <span>{flow.view === 'confirm' ? title : ''}</span>
          <CloseButton type="button" onClick={close} aria-label={t('vote.modal.close')}>
            ✕
          </CloseButton>
        </Header>
        {flow.view === 'confirm' && (
          <>
            <Big>{t('vote.modal.votes', { votes: votes === undefined ? '-' : formatVotes(votes) })}</Big>
            <PrimaryButton type="button" data-testid="vote-confirm" disabled={!vote} onClick={onConfirm}>
              {title}
            </PrimaryButton>
          </>
        )}
        {flow.view === 'pending' && <PendingView title={t('vote.modal.submitting')} />}
        {flow.view === 'submitted' && <SubmittedView hash={flow.hash} onClose={close} />}
        {flow.view === 'error' && <ErrorView onClose={close} />}
      </Body>
    </Modal>
  )
}
