// The unclaimed counter: counts from the last value to the new one over one second, showing 4 decimals (spec §2).
import { useEffect, useRef, useState } from 'react'

import { useFormatLocale } from '@/hooks/format/useFormatLocale'
import { localizeDecimal } from '@/utils/format/localizeNumber'

export const COUNT_UP_MS = 1000

/** Linear interpolation of the counter at `elapsed` ms. */
export function countUpValue(from: number, to: number, elapsed: number): number {
  if (elapsed >= COUNT_UP_MS) return to
  return from + ((to - from) * Math.max(elapsed, 0)) / COUNT_UP_MS
}

export function AnimatedAmount({ value, testId }: { value: number; testId?: string }) {
  const [shown, setShown] = useState(value)
  const locale = useFormatLocale()
  const previous = useRef(value)

  useEffect(() => {
    const from = previous.current
    previous.current = value
    if (from === value) return
    const started = performance.now()
    let frame = requestAnimationFrame(function step(now) {
      setShown(countUpValue(from, value, now - started))
      if (now - started < COUNT_UP_MS) frame = requestAnimationFrame(step)
    })
    return () => cancelAnimationFrame(frame)
  }, [value])

  return (
    <span data-testid={testId} data-value={value}>
      {localizeDecimal(shown.toFixed(4), locale)}
    </span>
  )
}
