// The activity page's CSV export: the listed transactions as a file named after the chain, account and day.
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui'
import { downloadText } from '@/lib/downloadText'
import { activityCsvRows, type ActivityEntry } from '@/utils/transactions/activity'
import { toCsv } from '@/utils/transactions/csv'

import { type AssetBook, entryWords } from './activityWords'

const CSV_COLUMNS = [
  'date',
  'status',
  'summary',
  'hash',
  'explorer',
  'paid',
  'received',
  'source',
  'sentByAccount',
  'possibleSpam',
] as const

interface Props {
  entries: readonly ActivityEntry[]
  book: AssetBook
  explorer: string | undefined
  chainId: number
  account: string
}

export function ExportButton({ entries, book, explorer, chainId, account }: Props) {
  const { t, i18n } = useTranslation()
  const exportCsv = () => {
    const header = CSV_COLUMNS.map((column) => t(`activity.csv.${column}`))
    const words = (entry: ActivityEntry) => entryWords(t, book, entry, i18n.language)
    const csv = toCsv(activityCsvRows(entries, explorer, header, words))
    const day = new Date().toISOString().slice(0, 10)
    // The byte-order mark makes spreadsheets read the file as UTF-8.
    downloadText(`activity-${chainId}-${account.slice(0, 10)}-${day}.csv`, `\uFEFF${csv}`, 'text/csv;charset=utf-8')
  }
  return (
    <Button type="button" $variant="outline" $size="small" onClick={exportCsv} data-testid="activity-export">
      {t('activity.export')}
    </Button>
  )
}
