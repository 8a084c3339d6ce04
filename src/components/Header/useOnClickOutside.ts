// Closes a dropdown when the user clicks or taps anywhere outside it.
import { type RefObject, useEffect } from 'react'

export function useOnClickOutside(ref: RefObject<HTMLElement | null>, onOutside: (() => void) | undefined): void {
  useEffect(() => {
    if (!onOutside) return
    const listener = (event: MouseEvent | TouchEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onOutside()
    }
    document.addEventListener('mousedown', listener)
    document.addEventListener('touchstart', listener)
    return () => {
      document.removeEventListener('mousedown', listener)
      document.removeEventListener('touchstart', listener)
    }
  }, [ref, onOutside])
}
