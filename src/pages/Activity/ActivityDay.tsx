// One day of the activity page: the date in the reader's language, then each transaction with its status, summary
// (linking to the chain's explorer), the account's net amounts where the chain's history has them, and the time.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { ChainTransactionLabel, TransactionLabel } from '@/components/RecentTransactions/TransactionLabel'
import { TransactionStatusIcon } from '@/components/RecentTransactions/TransactionStatusIcon'
import { PlainList, SmallText, SurfaceCard } from '@/components/ui'
import { type ActivityDay as Day, type ActivityEntry, isSentByAccount } from '@/utils/transactions/activity'
import { transactionOutcome, transactionStatus } from '@/utils/transactions/records'

import { type AssetBook, chainSummary, isPossibleSpam, signedAmounts } from './activityWords'
import { Amount, Amounts, DayTitle, Grow, Row } from './styles'

function EntryRow({ entry, book, time }: { entry: ActivityEntry; book: AssetBook; time: Intl.DateTimeFormat }) {
  const { t, i18n } = useTranslation()
  const { record, chain } = entry
  const status = record ? transactionStatus(record) : (chain?.status ?? 'success')
  const amounts = chain ? signedAmounts(t, book, chain) : []
  const sentByAccount = isSentByAccount(entry)
  const possibleSpam = isPossibleSpam(book, entry)
  return (
    <Row
      data-testid={`activity-tx-${entry.hash}`}
      data-status={status}
      data-outcome={record ? transactionOutcome(record) : status}
      data-source={entry.source}
      data-kind={chain?.kind}
      data-sent-by-account={sentByAccount}
      data-possible-spam={possibleSpam || undefined}
    >
      <TransactionStatusIcon status={status} />
      <Grow>
        {record ? (
          <TransactionLabel tx={record} wrap />
        ) : (
          <ChainTransactionLabel hash={entry.hash} label={chain ? chainSummary(t, book, chain, i18n.language) : ''} />
        )}
        {!sentByAccount && (
          <SmallText data-testid="activity-not-sent">
            {t(possibleSpam ? 'activity.notSentPossibleSpam' : 'activity.notSent')}
          </SmallText>
        )}
        {amounts.length > 0 && (
          <Amounts aria-label={t('activity.chain.amounts')}>
            {chain!.amounts.map((amount, index) => (
              <Amount
                key={amount.asset}
                data-testid="activity-amount"
                data-asset={amount.asset}
                data-amount={amount.amount.toString()}
              >
                {amounts[index]}
              </Amount>
            ))}
          </Amounts>
        )}
      </Grow>
      <SmallText as="time" dateTime={new Date(entry.addedTime).toISOString()}>
        {time.format(entry.addedTime)}
      </SmallText>
    </Row>
  )
}

export function ActivityDay({ day, book }: { day: Day<ActivityEntry>; book: AssetBook }) {
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
        {day.transactions.map((entry) => (
          <EntryRow key={entry.hash} entry={entry} book={book} time={time} />
        ))}
      </PlainList>
    </SurfaceCard>
  )
}
