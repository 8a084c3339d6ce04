// The claim dialogs load on first opening (they pull in confetti) and stay mounted afterwards to fade out.
import { lazy, type ReactNode, Suspense, useState } from 'react'

import type { AddressClaimModalProps } from './AddressClaimModal'
import type { SelfClaimModalProps } from './SelfClaimModal'

const AddressClaimModal = lazy(() => import('./AddressClaimModal'))
const SelfClaimModal = lazy(() => import('./SelfClaimModal'))

function OnceOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [hasOpened, setHasOpened] = useState(isOpen)
  if (isOpen && !hasOpened) setHasOpened(true)
  return hasOpened ? <Suspense fallback={null}>{children}</Suspense> : null
}

export function LazyAddressClaimModal(props: AddressClaimModalProps) {
  return (
    <OnceOpened isOpen={props.isOpen}>
      <AddressClaimModal {...props} />
    </OnceOpened>
  )
}

export function LazySelfClaimModal(props: SelfClaimModalProps) {
  return (
    <OnceOpened isOpen={props.isOpen}>
      <SelfClaimModal {...props} />
    </OnceOpened>
  )
}
