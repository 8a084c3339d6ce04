// The balance breakdown loads on first opening and stays mounted afterwards, so closing can fade out.
import { lazy, Suspense, useState } from 'react'

import type { GovernanceTokenModalProps } from './GovernanceTokenModal'

const GovernanceTokenModal = lazy(() => import('./GovernanceTokenModal'))

export function LazyGovernanceTokenModal(props: GovernanceTokenModalProps) {
  const [hasOpened, setHasOpened] = useState(props.isOpen)
  if (props.isOpen && !hasOpened) setHasOpened(true)
  return hasOpened ? (
    <Suspense fallback={null}>
      <GovernanceTokenModal {...props} />
    </Suspense>
  ) : null
}
