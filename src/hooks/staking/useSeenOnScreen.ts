// Which rows of a list have been on screen, so that reads only they need (a farm's swap logs) wait until then. A
// row stays seen once it was: scrolling back must not read again.
import { useCallback, useRef, useState } from 'react'

type RowRef = (element: HTMLElement | null) => (() => void) | undefined

export function useSeenOnScreen(): { isSeen: (id: number) => boolean; observe: (id: number) => RowRef } {
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set())
  // One stable ref callback per row: a new one each render would re-create its observer with every block.
  const refs = useRef(new Map<number, RowRef>())
  const markSeen = useCallback(
    (id: number) => setSeen((previous) => (previous.has(id) ? previous : new Set(previous).add(id))),
    [],
  )
  const observe = useCallback(
    (id: number) => {
      let ref = refs.current.get(id)
      if (!ref) {
        ref = (element) => {
          if (!element) return undefined
          // Without the API (old browsers, tests) every row counts as seen.
          if (typeof IntersectionObserver === 'undefined') {
            markSeen(id)
            return undefined
          }
          const observer = new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return
            markSeen(id)
            observer.disconnect()
          })
          observer.observe(element)
          return () => observer.disconnect()
        }
        refs.current.set(id, ref)
      }
      return ref
    },
    [markSeen],
  )
  const isSeen = useCallback((id: number) => seen.has(id), [seen])
  return { isSeen, observe }
}
