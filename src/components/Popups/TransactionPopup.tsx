// A transaction toast: how it ended (succeeded, failed, sped up, cancelled, replaced, dropped) or that a reorg made it
// pending again, the summary or short hash, and an explorer link to the transaction that was mined (a speed-up's or a cancel's when there was one).
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { TransactionStatusIcon } from '@/components/RecentTransactions/TransactionStatusIcon'
import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useAllTransactions } from '@/state/transactions/hooks'
import {
  explorerHashOf,
  explorerName,
  explorerTxUrl,
  isTransactionPending,
  shortenHash,
  transactionOutcome,
  transactionStatus,
} from '@/utils/transactions/records'

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

interface TransactionPopupProps {
  hash: string
  success: boolean
  summary?: string
  /** Its block left the chain: it is pending until the new chain mines it or it is dropped. */
  orphaned?: boolean
}

export function TransactionPopup({ hash, success, summary, orphaned = false }: TransactionPopupProps) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  // The record says how the transaction ended; without one (cleared meanwhile) the popup's own flag does.
  const tx = useAllTransactions()[hash]
  const record = tx && !isTransactionPending(tx) ? tx : undefined
  const explorer = isSupportedChain(chainId) ? CHAINS[chainId].explorer : undefined
  const status = record ? transactionStatus(record) : orphaned ? 'pending' : success ? 'success' : 'failed'
  const outcome = record ? transactionOutcome(record) : orphaned ? 'orphaned' : status

  return (
    <>
      <TransactionStatusIcon status={status} size={24} />
      <Body data-status={status} data-outcome={outcome}>
        <Summary>{summary ?? t('popups.hash', { hash: shortenHash(hash, 8) })}</Summary>
        <Note>{t(`popups.${outcome}`)}</Note>
        {explorer && (
          <Link
            href={explorerTxUrl(explorer, record ? explorerHashOf(record) : hash)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('transactions.viewOn', { explorer: explorerName(explorer) })}
          </Link>
        )}
      </Body>
    </>
  )
}
