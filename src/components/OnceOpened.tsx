// Mounts a lazily loaded dialog from its first opening on: its code loads when first needed, and it stays mounted
// afterwards so closing can fade out.
import { type ReactNode, Suspense, useState } from 'react'

export function OnceOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [hasOpened, setHasOpened] = useState(isOpen)
  if (isOpen && !hasOpened) setHasOpened(true)
  return hasOpened ? <Suspense fallback={null}>{children}</Suspense> : null
}
