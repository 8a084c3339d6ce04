// The vote, delegate and staking dialogs' shared views after confirming: waiting for the wallet, submitted with an explorer link, and the error.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { BigAmount, Button, ColumnCenter, ExternalLink, MutedText } from '@/components/ui'
import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { explorerName, explorerTxUrl } from '@/utils/transactions/records'

export function PendingView({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <ColumnCenter role="status">
      <BigAmount as="h3">{title}</BigAmount>
      {children}
      <MutedText>{t('vote.modal.confirmInWallet')}</MutedText>
    </ColumnCenter>
  )
}

export function SubmittedView({ hash, onClose }: { hash: string; onClose: () => void }) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const explorer = isSupportedChain(chainId) ? CHAINS[chainId].explorer : undefined
  return (
    <ColumnCenter>
      <BigAmount as="h3">{t('vote.modal.submitted')}</BigAmount>
      {explorer && (
        <ExternalLink href={explorerTxUrl(explorer, hash)} target="_blank" rel="noopener noreferrer">
          {t('vote.modal.viewOn', { explorer: explorerName(explorer) })}
        </ExternalLink>
      )}
      <Button type="button" onClick={onClose}>
        {t('vote.modal.close')}
      </Button>
    </ColumnCenter>
  )
}

/** `reason`: why, in the user's words (failureText), under the spec's text; plain text, never markup. */
export function ErrorView({ onClose, reason }: { onClose: () => void; reason?: string }) {
  const { t } = useTranslation()
  return (
    <ColumnCenter role="alert">
      <ErrorTitle>{t('vote.modal.error')}</ErrorTitle>
      <MutedText>{t('vote.modal.errorBody')}</MutedText>
      {reason && <Reason data-testid="flow-error-reason">{reason}</Reason>}
      <Button type="button" onClick={onClose}>
        {t('vote.modal.dismiss')}
      </Button>
    </ColumnCenter>
  )
}

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.text};
  overflow-wrap: anywhere;
`

const ErrorTitle = styled.div`
  color: ${({ theme }) => theme.error};
  font-weight: 600;
  font-size: 20px;
`
