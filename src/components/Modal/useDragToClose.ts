// Touch gesture for dialogs: follow a downward drag from the top of the sheet, and close past 300 px or on a fast
// downward flick.
import { type TouchEvent, useCallback, useRef, useState } from 'react'

import { shouldCloseOnDrag } from './drag'

export function useDragToClose(onDismiss: () => void) {
  const start = useRef<{ y: number; time: number } | undefined>(undefined)
  const [offset, setOffset] = useState(0)

  const onTouchStart = useCallback((event: TouchEvent<HTMLElement>) => {
    // A sheet scrolled down scrolls back up first: the drag starts only from its top.
    if (event.currentTarget.scrollTop > 0) return
    start.current = { y: event.touches[0].clientY, time: event.timeStamp }
  }, [])
  const onTouchMove = useCallback((event: TouchEvent) => {
    if (!start.current) return
    setOffset(Math.max(0, event.touches[0].clientY - start.current.y))
  }, [])
  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      const from = start.current
      start.current = undefined
      setOffset(0)
      if (!from) return
      const distance = event.changedTouches[0].clientY - from.y
      if (shouldCloseOnDrag(distance, event.timeStamp - from.time)) onDismiss()
    },
    [onDismiss],
  )

  return { offset, handlers: { onTouchStart, onTouchMove, onTouchEnd } }
}
