// The vote dialog: the user's votes and a confirm button, then waiting for the wallet, submitted, or the error view.
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { ErrorView, PendingView, SubmittedView } from '@/components/transactions/FlowViews'
import { NetworkFee } from '@/components/transactions/NetworkFee'
import { SimulatedChanges } from '@/components/transactions/SimulatedChanges'
import { confirmLabel } from '@/components/transactions/wouldFail'
import { BigAmount, Button, ModalBody, ModalHeader } from '@/components/ui'
import { useUserVotes } from '@/hooks/governance/useUserVotes'
import { useVoteCallback } from '@/hooks/governance/useVoteCallback'
import { useInternalErrorOnly } from '@/hooks/transactions/internalErrorOnly'
import { useConfirmationFlow } from '@/hooks/transactions/useConfirmationFlow'
import { useTransactionPreview } from '@/hooks/transactions/useTransactionPreview'
import { formatVotes } from '@/utils/governance/votes'

interface Props {
  isOpen: boolean
  onDismiss: () => void
  proposalId: string
  support: boolean
}

export default function VoteModal({ isOpen, onDismiss, proposalId, support }: Props) {
  const { t } = useTranslation()
  const votes = useUserVotes()
  const write = useVoteCallback()
  const { state: flow, run, reset } = useConfirmationFlow(useInternalErrorOnly(), isOpen)
  const title = t(support ? 'vote.modal.titleFor' : 'vote.modal.titleAgainst', { id: proposalId })

  const close = useCallback(() => {
    reset()
    onDismiss()
  }, [reset, onDismiss])

  const onConfirm = () => {
    if (write) void run(() => write.vote(proposalId, support))
  }
  const voteCall = write?.voteCall
  const buildCalls = useMemo(
    () => voteCall && (async () => [voteCall(proposalId, support)]),
    [voteCall, proposalId, support],
  )
  const { preview, fee } = useTransactionPreview(buildCalls)

  return (
    <Modal isOpen={isOpen} onDismiss={close} label={title}>
      <ModalBody>
        <ModalHeader title={flow.status === 'idle' ? title : ''} onClose={close} />
        {flow.status === 'idle' && (
          <>
            <BigAmount>{t('vote.modal.votes', { votes: votes === undefined ? '-' : formatVotes(votes) })}</BigAmount>
            <SimulatedChanges preview={preview} />
            <NetworkFee fee={fee} />
            <Button type="button" data-testid="vote-confirm" disabled={!write} onClick={onConfirm}>
              {confirmLabel(t, preview, title)}
            </Button>
          </>
        )}
        {flow.status === 'awaitingSignature' && <PendingView title={t('vote.modal.submitting')} />}
        {flow.status === 'submitted' && <SubmittedView hash={flow.hash} onClose={close} />}
        {flow.status === 'error' && <ErrorView onClose={close} reason={flow.message} />}
      </ModalBody>
    </Modal>
  )
}
