// An explorer table's head: the name column, then a button per figure that sorts by it (pressed when it is the
// order, its direction shown by an arrow and said by aria-sort).
import type { SortDirection } from '@/utils/pools/poolSort'

import { SortButton } from './styles'

interface Props<K extends string> {
  /** The first column's title (the pool, the token). */
  name: string
  keys: readonly K[]
  label: (key: K) => string
  /** Prefix of each button's test id: `${testIdPrefix}-${key}`. */
  testIdPrefix: string
  sortKey: K
  direction: SortDirection
  onSort: (key: K) => void
}

export function SortableHead<K extends string>({
  name,
  keys,
  label,
  testIdPrefix,
  sortKey,
  direction,
  onSort,
}: Props<K>) {
  return (
    <thead>
      <tr>
        <th scope="col">{name}</th>
        {keys.map((key) => (
          <th key={key} scope="col" aria-sort={key === sortKey ? direction : undefined}>
            <SortButton
              type="button"
              aria-pressed={key === sortKey}
              onClick={() => onSort(key)}
              data-testid={`${testIdPrefix}-${key}`}
            >
              {label(key)}
              {key === sortKey && <span aria-hidden="true">{direction === 'descending' ? ' ↓' : ' ↑'}</span>}
            </SortButton>
          </th>
        ))}
      </tr>
    </thead>
  )
}
