// A transaction's label in a list (the wallet dialog's recent list, the activity page): its summary (or short hash)
// linking to the chain's explorer, and a note for the outcomes the status icon alone would not explain.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { TransactionDetails } from '@/state/transactions/slice'
import {
  explorerHashOf,
  explorerName,
  explorerTxUrl,
  shortenHash,
  type TransactionOutcome,
  transactionOutcome,
} from '@/utils/transactions/records'

/** `$wrap`: the summary on as many lines as it needs (the activity page), else on one, cut with an ellipsis. */
const ExplorerLink = styled.a<{ $wrap?: boolean }>`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: ${({ $wrap }) => ($wrap ? 'normal' : 'nowrap')};
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`

const Label = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`

const Note = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.textMuted};
`

/** Outcomes the icon alone would not explain. */
const NOTED: ReadonlySet<TransactionOutcome> = new Set([
  'spedUpSuccess',
  'spedUpFailed',
  'dropped',
  'replaced',
  'cancelled',
])

/** Only the active chain's configured explorer is linked: no other site learns of the transaction. */
export function useChainExplorer(): string | undefined {
  const chainId = useActiveChainId()
  return isSupportedChain(chainId) ? CHAINS[chainId].explorer : undefined
}

/** A summary linking to the transaction `hash` on the chain's explorer; plain text where the chain has none. */
function ExplorerTxLink({ hash, label, wrap }: { hash: string; label: string; wrap?: boolean }) {
  const { t } = useTranslation()
  const explorer = useChainExplorer()
  if (!explorer) return <span>{label}</span>
  return (
    <ExplorerLink
      $wrap={wrap}
      href={explorerTxUrl(explorer, hash)}
      target="_blank"
      rel="noopener noreferrer"
      title={t('transactions.viewOn', { explorer: explorerName(explorer) })}
    >
      {label} ↗
    </ExplorerLink>
  )
}

export function TransactionLabel({ tx, wrap }: { tx: TransactionDetails; wrap?: boolean }) {
  const { t } = useTranslation()
  const outcome = transactionOutcome(tx)
  return (
    <Label>
      <ExplorerTxLink hash={explorerHashOf(tx)} label={tx.summary ?? shortenHash(tx.hash)} wrap={wrap} />
      {NOTED.has(outcome) && <Note>{t(`transactions.outcome.${outcome}`)}</Note>}
    </Label>
  )
}

/** A transaction known from the chain's history alone (the activity page): its summary linking to the explorer. */
export function ChainTransactionLabel({ hash, label }: { hash: string; label: string }) {
  return (
    <Label>
      <ExplorerTxLink hash={hash} label={label} wrap />
    </Label>
  )
}
