// The activity page's view of the records: one account's transactions newest first, grouped by local day, and the
// rows of their CSV export.
import type { TransactionDetails } from '@/state/transactions/slice'

import { explorerHashOf, explorerTxUrl, newestFirst, transactionOutcome } from './records'

/** The account's records (of any age), newest first. */
export function accountTransactions(
  transactions: { [hash: string]: TransactionDetails },
  account: string,
): TransactionDetails[] {
  const owner = account.toLowerCase()
  return Object.values(transactions)
    .filter((tx) => tx.from.toLowerCase() === owner)
    .sort(newestFirst)
}

export interface ActivityDay {
  /** The local calendar day, YYYY-MM-DD: a stable key. */
  key: string
  /** Local midnight starting the day, to format the date in the reader's language. */
  start: number
  transactions: TransactionDetails[]
}

function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Records (newest first) into runs of the same local day, in the same order. */
export function groupByDay(transactions: readonly TransactionDetails[]): ActivityDay[] {
  const days: ActivityDay[] = []
  for (const tx of transactions) {
    const date = new Date(tx.addedTime)
    const key = localDayKey(date)
    const last = days[days.length - 1]
    if (last?.key === key) last.transactions.push(tx)
    else
      days.push({
        key,
        start: new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime(),
        transactions: [tx],
      })
  }
  return days
}

/**
 * The export: a header row, then per record the time it was sent (ISO, UTC), its outcome code, the summary, its
 * hash and the explorer link (empty without an explorer). Cells are raw: toCsv escapes them.
 */
export function activityCsvRows(
  transactions: readonly TransactionDetails[],
  explorer: string | undefined,
  header: readonly string[],
): string[][] {
  return [
    [...header],
    ...transactions.map((tx) => [
      new Date(tx.addedTime).toISOString(),
      transactionOutcome(tx),
      tx.summary ?? '',
      tx.hash,
      explorer ? explorerTxUrl(explorer, explorerHashOf(tx)) : '',
    ]),
  ]
}
