// The vote and delegate dialogs load on first opening and stay mounted afterwards, so closing can fade out.
import { lazy, type ReactNode, Suspense, useState } from 'react'

import type DelegateModalType from './DelegateModal'
import type VoteModalType from './VoteModal'

const DelegateModal = lazy(() => import('./DelegateModal'))
const VoteModal = lazy(() => import('./VoteModal'))

function OnceOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [hasOpened, setHasOpened] = useState(isOpen)
  if (isOpen && !hasOpened) setHasOpened(true)
  return hasOpened ? <Suspense fallback={null}>{children}</Suspense> : null
}

export function LazyDelegateModal(props: Parameters<typeof DelegateModalType>[0]) {
  return (
    <OnceOpened isOpen={props.isOpen}>
      <DelegateModal {...props} />
    </OnceOpened>
  )
}

export function LazyVoteModal(props: Parameters<typeof VoteModalType>[0]) {
  return (
    <OnceOpened isOpen={props.isOpen}>
      <VoteModal {...props} />
    </OnceOpened>
  )
}
