// The activity page's view: one account's transactions newest first — the records this browser keeps and the
// history read from the chain, merged into one list without duplicates — grouped by local day, and the rows of their
// CSV export.
import type { TransactionDetails } from '@/state/transactions/slice'
import type { ChainActivity } from '@/utils/chainActivity/types'

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

/** Where a listed transaction is known from: a record of this browser, the chain's history, or both. */
export type ActivitySource = 'local' | 'chain' | 'both'

export interface ActivityEntry {
  /** The record's own hash where there is a record (its test id and key), else the chain's. */
  hash: string
  /** When it was sent (a record) or mined (the chain's block time), in ms. */
  addedTime: number
  source: ActivitySource
  record?: TransactionDetails
  chain?: ChainActivity
}

/**
 * Records and chain history as one list, newest first: a record and the transaction the chain mined in its place
 * (its own hash, a speed-up's or a replacement's) are one entry.
 */
export function mergeActivity(
  records: readonly TransactionDetails[],
  chain: readonly ChainActivity[],
): ActivityEntry[] {
  const byHash = new Map(chain.map((activity) => [activity.hash.toLowerCase(), activity]))
  const entries: ActivityEntry[] = records.map((record) => {
    const mined = byHash.get(explorerHashOf(record).toLowerCase()) ?? byHash.get(record.hash.toLowerCase())
    if (mined) byHash.delete(mined.hash.toLowerCase())
    return { hash: record.hash, addedTime: record.addedTime, source: mined ? 'both' : 'local', record, chain: mined }
  })
  for (const activity of byHash.values())
    entries.push({ hash: activity.hash, addedTime: activity.timestamp * 1000, source: 'chain', chain: activity })
  return entries.sort(newestFirst)
}

/** Whether the account sent it: a record of this browser always; for the rest, the chain's history says. */
export function isSentByAccount(entry: ActivityEntry): boolean {
  return entry.record !== undefined || entry.chain?.sentByAccount !== false
}

export interface ActivityDay<T extends { addedTime: number } = TransactionDetails> {
  /** The local calendar day, YYYY-MM-DD: a stable key. */
  key: string
  /** Local midnight starting the day, to format the date in the reader's language. */
  start: number
  transactions: T[]
}

function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Entries (newest first) into runs of the same local day, in the same order. */
export function groupByDay<T extends { addedTime: number }>(transactions: readonly T[]): ActivityDay<T>[] {
  const days: ActivityDay<T>[] = []
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

/** An entry in words for the export: its summary and what the account paid and received. */
export interface EntryWords {
  summary: string
  paid: string
  received: string
  /** Folded on the page as possible spam (activityWords.isPossibleSpam). */
  possibleSpam: boolean
}

/**
 * The export: a header row, then per entry the time it was sent or mined (ISO, UTC), its outcome code, the summary,
 * its hash, the explorer link (empty without an explorer), what was paid and received, where it is known from, whether
 * the account sent it and whether the page folds it as possible spam (true or false). Cells are raw: toCsv escapes
 * them.
 */
export function activityCsvRows(
  entries: readonly ActivityEntry[],
  explorer: string | undefined,
  header: readonly string[],
  words: (entry: ActivityEntry) => EntryWords,
): string[][] {
  return [
    [...header],
    ...entries.map((entry) => {
      const { summary, paid, received, possibleSpam } = words(entry)
      const { record, chain } = entry
      const linked = record ? explorerHashOf(record) : entry.hash
      return [
        new Date(entry.addedTime).toISOString(),
        record ? transactionOutcome(record) : (chain?.status ?? ''),
        record?.summary ?? summary,
        entry.hash,
        explorer ? explorerTxUrl(explorer, linked) : '',
        paid,
        received,
        entry.source,
        String(isSentByAccount(entry)),
        String(possibleSpam),
      ]
    }),
  ]
}
