// One of the portfolio's tables (tokens, positions, stakes): a scrolling region named for assistive technology, with
// a header row of its columns' names; the rows are the caller's.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Table, TableScroller } from '@/components/explore/styles'

interface Props {
  /** The translation key of the table's name, and its test id. */
  label: string
  testId: string
  /** Keys under portfolio.column. */
  columns: readonly string[]
  children: ReactNode
}

export function HoldingsTable({ label, testId, columns, children }: Props) {
  const { t } = useTranslation()
  return (
    <TableScroller tabIndex={0} role="region" aria-label={t(label)}>
      <Table data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`portfolio.column.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableScroller>
  )
}
