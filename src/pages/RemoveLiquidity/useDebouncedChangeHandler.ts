// A value that shows each change at once but reports it only after it has been still for `delayMs` (the slider).
import { useCallback, useEffect, useRef, useState } from 'react'

export function useDebouncedChangeHandler<T>(
  value: T,
  onChange: (value: T) => void,
  delayMs: number,
): [T, (value: T) => void] {
  const [inner, setInner] = useState<T>(value)
  const [lastOuter, setLastOuter] = useState<T>(value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // A change from outside (a quick button, typing in detailed mode) wins over a pending slide.
  if (value !== lastOuter) {
    setLastOuter(value)
    setInner(value)
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  const onChangeInner = useCallback(
    (next: T) => {
      setInner(next)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        timer.current = undefined
        onChange(next)
      }, delayMs)
    },
    [onChange, delayMs],
  )
  return [inner, onChangeInner]
}
