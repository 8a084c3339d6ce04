// The listed entries by day, the newest ACTIVITY_PAGE_SIZE first and more on request: an account with thousands of
// transactions renders a page of them at once, not all (the export still has them all).
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui'
import { type ActivityEntry, groupByDay } from '@/utils/transactions/activity'

import { ActivityDay } from './ActivityDay'
import type { AssetBook } from './activityWords'

export const ACTIVITY_PAGE_SIZE = 50

interface ActivityDaysProps {
  entries: readonly ActivityEntry[]
  book: AssetBook
  pageSize?: number
}

export function ActivityDays({ entries, book, pageSize = ACTIVITY_PAGE_SIZE }: ActivityDaysProps) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(pageSize)
  const days = useMemo(() => groupByDay(entries.slice(0, shown)), [entries, shown])
  return (
    <>
      {days.map((day) => (
        <ActivityDay key={day.key} day={day} book={book} />
      ))}
      {entries.length > shown && (
        <Button
          type="button"
          $variant="outline"
          onClick={() => setShown((count) => count + pageSize)}
          data-testid="activity-show-more"
        >
          {t('activity.showMore')}
        </Button>
      )}
    </>
  )
}
