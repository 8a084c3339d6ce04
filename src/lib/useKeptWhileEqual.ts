// A derived value that keeps its identity while it stays equal: what is memoised on it (a trade, the calls a dialog
// would send) is not made again by a block that changed nothing it is made of.
import { useState } from 'react'

export function useKeptWhileEqual<T>(value: T, isEqual: (kept: T, value: T) => boolean): T {
  const [kept, setKept] = useState(value)
  const same = kept === value || isEqual(kept, value)
  // React's way to remember a render's value for the next: set during render, rendered again at once.
  if (!same) setKept(value)
  return same ? kept : value
}
