// The dialog around a transaction, shared by swap and add and remove liquidity: the review (each flow's summary,
// details and confirm button under its title), then waiting for the wallet, then submitted, or the failure in the
// flow's own words.
import type { ReactNode } from 'react'

import { Modal } from '@/components/Modal'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { ConfirmDialogView } from '@/hooks/transactions/useConfirmDialog'

import {
  ConfirmationModalContent,
  ConfirmationPendingContent,
  TransactionErrorContent,
  TransactionSubmittedContent,
} from './views'

export interface TransactionConfirmationModalProps {
  /** Open or not and where the transaction stands (useConfirmDialog). */
  dialog: ConfirmDialogView
  /** The review's title, also the dialog's accessible name. */
  title: string
  /** What is being done, e.g. 'Swapping 1 FRA for 2 BUSD'. */
  pendingText: string
  /** The summary on top, the details and the confirm button below; null while there is nothing to review. */
  review: { summary: ReactNode; details: ReactNode } | null
  /** 'Add {token} to wallet' in the submitted view. */
  addToken?: ReactNode
}

export function TransactionConfirmationModal({
  dialog,
  title,
  pendingText,
  review,
  addToken,
}: TransactionConfirmationModalProps) {
  const chainId = useActiveChainId()
  const { isOpen, onDismiss, txHash, attemptingTxn, errorMessage } = dialog
  let content: ReactNode = null
  if (txHash) {
    content = <TransactionSubmittedContent chainId={chainId} hash={txHash} onDismiss={onDismiss} addToken={addToken} />
  } else if (attemptingTxn) {
    content = <ConfirmationPendingContent onDismiss={onDismiss} pendingText={pendingText} />
  } else if (errorMessage) {
    content = <TransactionErrorContent message={errorMessage} onDismiss={onDismiss} />
  } else if (review) {
    content = (
      <ConfirmationModalContent title={title} onDismiss={onDismiss} summary={review.summary} details={review.details} />
    )
  }
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} maxHeight={90} label={title}>
      {content}
    </Modal>
  )
}
