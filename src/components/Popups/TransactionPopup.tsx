// A transaction toast: success or failure (or replaced/dropped), the summary or short hash, and an explorer link.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { TransactionStatusIcon } from '@/components/RecentTransactions/TransactionStatusIcon'
import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useAllTransactions } from '@/state/transactions/hooks'
import { explorerName, explorerTxUrl, shortenHash } from '@/utils/transactions/records'

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  font-size: 14px;
`

const Summary = styled.div`
  font-weight: 600;
  overflow-wrap: anywhere;
`

const Note = styled.div`
  color: ${({ theme }) => theme.textMuted};
`

const Link = styled.a`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

export function TransactionPopup({ hash, success, summary }: { hash: string; success: boolean; summary?: string }) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const dropped = useAllTransactions()[hash]?.dropped
  const explorer = isSupportedChain(chainId) ? CHAINS[chainId].explorer : undefined
  const status = dropped ? dropped.reason : success ? 'success' : 'failed'

  return (
    <>
      <TransactionStatusIcon status={status} size={24} />
      <Body data-status={status}>
        <Summary>{summary ?? t('popups.hash', { hash: shortenHash(hash, 8) })}</Summary>
        <Note>{dropped ? t(`popups.${dropped.reason}`) : t(success ? 'popups.success' : 'popups.failed')}</Note>
        {explorer && (
          <Link href={explorerTxUrl(explorer, hash)} target="_blank" rel="noopener noreferrer">
            {t('transactions.viewOn', { explorer: explorerName(explorer) })}
          </Link>
        )}
      </Body>
    </>
  )
}
