// Mounts a lazily loaded dialog from its first opening on: its code loads when first needed, and it stays mounted
// afterwards so closing can fade out.
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'

export function OnceOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [hasOpened, setHasOpened] = useState(isOpen)
  if (isOpen && !hasOpened) setHasOpened(true)
  return hasOpened ? <Suspense fallback={null}>{children}</Suspense> : null
}

/** A dialog whose module (`load`, a dynamic import of its default export) is fetched on first opening. */
export function lazyDialog<Props extends { isOpen: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Dialog = lazy(load)
  return function LazyDialog(props: Props) {
    return (
      <OnceOpened isOpen={props.isOpen}>
        <Dialog {...props} />
      </OnceOpened>
    )
  }
}
