// The dialog's views: waiting for the wallet, submitted (hash and explorer link), error, and generic content.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Button, ExternalLink, ModalBody, ModalHeader, Note, Spinner } from '@/components/ui'
import { CHAINS, isSupportedChain } from '@/config/chains'
import { explorerName, explorerTxUrl } from '@/utils/transactions/records'

import { BigIcon, Centered, Emphasis, ErrorMessage, Hash, Title } from './styles'

export function ConfirmationPendingContent({ onDismiss, pendingText }: { onDismiss: () => void; pendingText: string }) {
  const { t } = useTranslation()
  return (
    <ModalBody data-testid="tx-waiting">
      <ModalHeader onClose={onDismiss} />
      <Centered role="status">
        <Spinner aria-hidden $size={64} />
        <Title>{t('swap.txModal.waiting')}</Title>
        <Emphasis>{pendingText}</Emphasis>
        <Note>{t('swap.txModal.confirmInWallet')}</Note>
      </Centered>
    </ModalBody>
  )
}

export function TransactionSubmittedContent({
  onDismiss,
  chainId,
  hash,
  addToken,
}: {
  onDismiss: () => void
  chainId: number
  hash: string
  /** The 'Add {token} to wallet' control, when the output is a token the wallet may not list. */
  addToken?: ReactNode
}) {
  const { t } = useTranslation()
  const explorer = isSupportedChain(chainId) ? CHAINS[chainId].explorer : undefined
  return (
    <ModalBody data-testid="tx-submitted">
      <ModalHeader />
      <Centered>
        <BigIcon aria-hidden>↑</BigIcon>
        <Title>{t('swap.txModal.submitted')}</Title>
        <Hash data-testid="tx-hash">{hash}</Hash>
        {explorer && (
          <ExternalLink href={explorerTxUrl(explorer, hash)} target="_blank" rel="noopener noreferrer">
            {t('swap.txModal.viewOn', { explorer: explorerName(explorer) })}
          </ExternalLink>
        )}
        {addToken}
        <Button $size="large" type="button" onClick={onDismiss}>
          {t('swap.txModal.close')}
        </Button>
      </Centered>
    </ModalBody>
  )
}

export function TransactionErrorContent({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation()
  return (
    <ModalBody data-testid="tx-error">
      <ModalHeader title={t('swap.txModal.error')} onClose={onDismiss} />
      <Centered>
        <BigIcon aria-hidden $error>
          ⚠
        </BigIcon>
        <ErrorMessage role="alert">{message}</ErrorMessage>
      </Centered>
      <Button $size="large" type="button" onClick={onDismiss}>
        {t('swap.txModal.dismiss')}
      </Button>
    </ModalBody>
  )
}

/** The review: its title, the summary on top and the details with the confirm button below. */
export function ConfirmationModalContent({
  title,
  onDismiss,
  summary,
  details,
}: {
  title: string
  onDismiss: () => void
  summary: ReactNode
  details: ReactNode
}) {
  return (
    <ModalBody>
      <ModalHeader title={title} onClose={onDismiss} />
      {summary}
      {details}
    </ModalBody>
  )
}
