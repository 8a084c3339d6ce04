// The account view's list of the account's transactions of the last 24 hours, with status (and how a transaction
// that never landed ended), explorer links and clear all. Rows are keyed by the hash the app sent.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useClearAllTransactions, useRecentTransactions } from '@/state/transactions/hooks'
import {
  explorerHashOf,
  explorerName,
  explorerTxUrl,
  shortenHash,
  type TransactionOutcome,
  transactionOutcome,
  transactionStatus,
} from '@/utils/transactions/records'

import { TransactionStatusIcon } from './TransactionStatusIcon'

const Section = styled.section`
  padding: 16px 0 0;
`

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
`

const Title = styled.h3`
  margin: 0;
  font-size: 14px;
  font-weight: 600;
`

const LinkButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  font: inherit;
  font-size: 13px;
  color: ${({ theme }) => theme.link};
  cursor: pointer;
`

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 6px 0;
  font-size: 14px;
`

const ExplorerLink = styled.a`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
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

const Empty = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.textMuted};
`

export function RecentTransactions({ account }: { account?: string | null }) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const transactions = useRecentTransactions(account)
  const clearAll = useClearAllTransactions()
  const explorer = isSupportedChain(chainId) ? CHAINS[chainId].explorer : undefined

  if (transactions.length === 0) return <Empty>{t('transactions.empty')}</Empty>

  return (
    <Section aria-label={t('transactions.recentTitle')}>
      <Heading>
        <Title>{t('transactions.recentTitle')}</Title>
        <LinkButton type="button" onClick={clearAll}>
          {t('transactions.clearAll')}
        </LinkButton>
      </Heading>
      <List>
        {transactions.map((tx) => {
          const status = transactionStatus(tx)
          const outcome = transactionOutcome(tx)
          const label = tx.summary ?? shortenHash(tx.hash)
          return (
            <Row key={tx.hash} data-testid={`recent-tx-${tx.hash}`} data-status={status} data-outcome={outcome}>
              <Label>
                {explorer ? (
                  <ExplorerLink
                    href={explorerTxUrl(explorer, explorerHashOf(tx))}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={t('transactions.viewOn', { explorer: explorerName(explorer) })}
                  >
                    {label} ↗
                  </ExplorerLink>
                ) : (
                  <span>{label}</span>
                )}
                {NOTED.has(outcome) && <Note>{t(`transactions.outcome.${outcome}`)}</Note>}
              </Label>
              <TransactionStatusIcon status={status} />
            </Row>
          )
        })}
      </List>
    </Section>
  )
}
