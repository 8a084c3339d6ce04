// The dialog around a transaction: generic content (the review), then waiting for the wallet, then submitted.
// Reused by swap and liquidity; errors are shown by passing TransactionErrorContent as the content.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { useActiveChainId } from '@/connection/useActiveChainId'

import { ConfirmationPendingContent, TransactionSubmittedContent } from './views'

export { ConfirmationModalContent, TransactionErrorContent } from './views'

export interface TransactionConfirmationModalProps {
  isOpen: boolean
  onDismiss: () => void
  /** Set once the wallet returned a hash: shows the submitted view. */
  hash?: string
  /** The wallet was asked and has not answered. */
  attemptingTxn: boolean
  /** What is being done, e.g. 'Swapping 1 FRA for 2 BUSD'. */
  pendingText: string
  /** The review (or error) view, shown while neither waiting nor submitted. */
  content: () => ReactNode
  /** 'Add {token} to wallet' in the submitted view. */
  addToken?: ReactNode
  label?: string
}

export function TransactionConfirmationModal({
  isOpen,
  onDismiss,
  hash,
  attemptingTxn,
  pendingText,
  content,
  addToken,
  label,
}: TransactionConfirmationModalProps) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} maxHeight={90} label={label ?? t('swap.txModal.waiting')}>
      {hash ? (
        <TransactionSubmittedContent chainId={chainId} hash={hash} onDismiss={onDismiss} addToken={addToken} />
      ) : attemptingTxn ? (
        <ConfirmationPendingContent onDismiss={onDismiss} pendingText={pendingText} />
      ) : (
        content()
      )}
    </Modal>
  )
}
