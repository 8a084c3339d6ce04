// The dialog's views: waiting for the wallet, submitted (hash and explorer link), error, and generic content.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { explorerName, explorerTxUrl } from '@/utils/transactions'

import { Header } from './Header'
import { BigIcon, Button, Centered, Emphasis, ErrorMessage, Link, Muted, Spinner, Title, Wrapper } from './styles'

export function ConfirmationPendingContent({ onDismiss, pendingText }: { onDismiss: () => void; pendingText: string }) {
  const { t } = useTranslation()
  return (
    <Wrapper data-testid="tx-waiting">
      <Header onDismiss={onDismiss} />
      <Centered role="status">
        <Spinner aria-hidden />
        <Title>{t('swap.txModal.waiting')}</Title>
        <Emphasis>{pendingText}</Emphasis>
        <Muted>{t('swap.txModal.confirmInWallet')}</Muted>
      </Centered>
    </Wrapper>
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
    <Wrapper data-testid="tx-submitted">
      <Header />
      <Centered>
        <BigIcon aria-hidden>↑</BigIcon>
        <Title>{t('swap.txModal.submitted')}</Title>
        <Muted data-testid="tx-hash">{hash}</Muted>
        {explorer && (
          <Link href={explorerTxUrl(explorer, hash)} target="_blank" rel="noopener noreferrer">
            {t('swap.txModal.viewOn', { explorer: explorerName(explorer) })}
          </Link>
        )}
        {addToken}
        <Button type="button" onClick={onDismiss}>
          {t('swap.txModal.close')}
        </Button>
      </Centered>
    </Wrapper>
  )
}

export function TransactionErrorContent({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation()
  return (
    <Wrapper data-testid="tx-error">
      <Header title={t('swap.txModal.error')} onDismiss={onDismiss} />
      <Centered>
        <BigIcon aria-hidden $error>
          ⚠
        </BigIcon>
        <ErrorMessage role="alert">{message}</ErrorMessage>
      </Centered>
      <Button type="button" onClick={onDismiss}>
        {t('swap.txModal.dismiss')}
      </Button>
    </Wrapper>
  )
}

/** A titled view with a summary on top and the actions below (the confirm views of swap and liquidity). */
export function ConfirmationModalContent({
  title,
  onDismiss,
  topContent,
  bottomContent,
}: {
  title: string
  onDismiss: () => void
  topContent: ReactNode
  bottomContent?: ReactNode
}) {
  return (
    <Wrapper>
      <Header title={title} onDismiss={onDismiss} />
      {topContent}
      {bottomContent}
    </Wrapper>
  )
}
