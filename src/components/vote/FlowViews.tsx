// The dialogs' shared views after confirming: waiting for the wallet, submitted with an explorer link, and the error.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { explorerName, explorerTxUrl } from '@/utils/transactions'

import { Big, Centered, ErrorTitle, ExternalLink, Muted, PrimaryButton } from './styles'

export function PendingView({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Centered role="status">
      <Big as="h3">{title}</Big>
      {children}
      <Muted>{t('vote.modal.confirmInWallet')}</Muted>
    </Centered>
  )
}

export function SubmittedView({ hash, onClose }: { hash: string; onClose: () => void }) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const explorer = isSupportedChain(chainId) ? CHAINS[chainId].explorer : undefined
  return (
    <Centered>
      <Big as="h3">{t('vote.modal.submitted')}</Big>
      {explorer && (
        <ExternalLink href={explorerTxUrl(explorer, hash)} target="_blank" rel="noopener noreferrer">
          {t('vote.modal.viewOn', { explorer: explorerName(explorer) })}
        </ExternalLink>
      )}
      <PrimaryButton type="button" onClick={onClose}>
        {t('vote.modal.close')}
      </PrimaryButton>
    </Centered>
  )
}

export function ErrorView({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Centered role="alert">
      <ErrorTitle>{t('vote.modal.error')}</ErrorTitle>
      <Muted>{t('vote.modal.errorBody')}</Muted>
      <PrimaryButton type="button" onClick={onClose}>
        {t('vote.modal.dismiss')}
      </PrimaryButton>
    </Centered>
  )
}
