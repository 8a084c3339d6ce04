// Arrow keys in the virtualized currency list: focus moves row by row (skipping the row that cannot be picked),
// Enter picks the focused row (it is a button), and Up from the first row goes back to the search field.
import { type KeyboardEvent, type Ref, useCallback, useImperativeHandle, useRef } from 'react'
import { useListRef } from 'react-window'

import { arrowStep, nextRowIndex } from './rowNavigation'

/** What the search field can ask of the list: Down from the field focuses the first row that can be picked. */
export interface CurrencyListHandle {
  focusFirstRow(): void
}

function rowButton(list: HTMLElement | null | undefined, index: number): HTMLButtonElement | null {
  return list?.querySelector<HTMLButtonElement>(`[aria-posinset="${index + 1}"] button`) ?? null
}

export function useListKeyboard(
  count: number,
  isDisabled: (index: number) => boolean,
  onExitTop: (() => void) | undefined,
  ref: Ref<CurrencyListHandle> | undefined,
) {
  const listRef = useListRef(null)
  // A row to focus once the list has rendered it (it was scrolled out of the DOM).
  const pending = useRef<number | undefined>(undefined)

  const focusRow = useCallback(
    (index: number) => {
      if (index < 0) {
        onExitTop?.()
        return
      }
      const button = rowButton(listRef.current?.element, index)
      if (button) {
        button.focus()
        return
      }
      pending.current = index
      listRef.current?.scrollToRow({ index, align: 'auto' })
    },
    [listRef, onExitTop],
  )

  const onRowsRendered = useCallback(() => {
    const index = pending.current
    const button = index === undefined ? null : rowButton(listRef.current?.element, index)
    if (!button) return
    pending.current = undefined
    button.focus()
  }, [listRef])

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const step = arrowStep(event.key)
      const row = step && event.target instanceof Element ? event.target.closest('[aria-posinset]') : null
      if (!step || !row) return
      event.preventDefault()
      focusRow(nextRowIndex(Number(row.getAttribute('aria-posinset')) - 1, step, count, isDisabled))
    },
    [count, isDisabled, focusRow],
  )

  useImperativeHandle(ref, () => ({ focusFirstRow: () => focusRow(nextRowIndex(-1, 1, count, isDisabled)) }), [
    count,
    isDisabled,
    focusRow,
  ])

  return { listRef, onKeyDown, onRowsRendered }
}
