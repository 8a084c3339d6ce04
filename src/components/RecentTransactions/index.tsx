// The account view's list of the account's transactions of the last 24 hours, with status (and how a transaction
// that never landed ended), explorer links, clear all, and a link to the whole history (/activity). Rows are keyed
// by the hash the app sent.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { InternalLink } from '@/components/ui'
import { useCloseModals } from '@/state/application/hooks'
import { useClearAllTransactions, useRecentTransactions } from '@/state/transactions/hooks'
import { transactionOutcome, transactionStatus } from '@/utils/transactions/records'

import { TransactionLabel } from './TransactionLabel'
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

const Empty = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.textMuted};
`

const ViewAll = styled(InternalLink)`
  display: inline-block;
  margin-top: 8px;
  font-size: 13px;
`

/** Older transactions are on the activity page: the link shows even when the last day had none. */
function ViewAllLink() {
  const { t } = useTranslation()
  const closeModals = useCloseModals()
  return (
    <ViewAll to="/activity" onClick={closeModals} data-testid="recent-tx-view-all">
      {t('activity.viewAll')}
    </ViewAll>
  )
}

export function RecentTransactions({ account }: { account?: string | null }) {
  const { t } = useTranslation()
  const transactions = useRecentTransactions(account)
  const clearAll = useClearAllTransactions()

  if (transactions.length === 0)
    return (
      <>
        <Empty>{t('transactions.empty')}</Empty>
        <ViewAllLink />
      </>
    )

  return (
    <Section aria-label={t('transactions.recentTitle')}>
      <Heading>
        <Title>{t('transactions.recentTitle')}</Title>
        <LinkButton type="button" onClick={clearAll}>
          {t('transactions.clearAll')}
        </LinkButton>
      </Heading>
      <List>
        {transactions.map((tx) => (
          <Row
            key={tx.hash}
            data-testid={`recent-tx-${tx.hash}`}
            data-status={transactionStatus(tx)}
            data-outcome={transactionOutcome(tx)}
          >
            <TransactionLabel tx={tx} />
            <TransactionStatusIcon status={transactionStatus(tx)} />
          </Row>
        ))}
      </List>
      <ViewAllLink />
    </Section>
  )
}
