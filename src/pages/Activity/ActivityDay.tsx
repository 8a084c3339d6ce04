// One day of the activity page: the date in the reader's language, then each transaction with its status, summary
// (linking to the chain's explorer) and time.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { TransactionLabel } from '@/components/RecentTransactions/TransactionLabel'
import { TransactionStatusIcon } from '@/components/RecentTransactions/TransactionStatusIcon'
import { PlainList, SmallText, SurfaceCard } from '@/components/ui'
import { type ActivityDay as Day } from '@/utils/transactions/activity'
import { transactionOutcome, transactionStatus } from '@/utils/transactions/records'

import { DayTitle, Grow, Row } from './styles'

export function ActivityDay({ day }: { day: Day }) {
  const { t, i18n } = useTranslation()
  const [date, time] = useMemo(
    () => [
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }),
      new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }),
    ],
    [i18n.language],
  )
  const title = date.format(day.start)
  return (
    <SurfaceCard as="section" aria-label={t('activity.day', { date: title })} data-testid={`activity-day-${day.key}`}>
      <DayTitle>{title}</DayTitle>
      <PlainList>
        {day.transactions.map((tx) => (
          <Row
            key={tx.hash}
            data-testid={`activity-tx-${tx.hash}`}
            data-status={transactionStatus(tx)}
            data-outcome={transactionOutcome(tx)}
          >
            <TransactionStatusIcon status={transactionStatus(tx)} />
            <Grow>
              <TransactionLabel tx={tx} />
            </Grow>
            <SmallText as="time" dateTime={new Date(tx.addedTime).toISOString()}>
              {time.format(tx.addedTime)}
            </SmallText>
          </Row>
        ))}
      </PlainList>
    </SurfaceCard>
  )
}
