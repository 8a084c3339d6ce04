// Closes a dropdown when the user clicks or taps anywhere outside it, or presses Escape.
import { type RefObject, useEffect } from 'react'

export function useDismiss(ref: RefObject<HTMLElement | null>, onDismiss: (() => void) | undefined): void {
  useEffect(() => {
    if (!onDismiss) return
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss()
    }
    document.addEventListener('mousedown', onPointer)
    document.addEventListener('touchstart', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onPointer)
      document.removeEventListener('touchstart', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [ref, onDismiss])
}
