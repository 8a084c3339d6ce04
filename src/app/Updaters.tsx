// Components that render nothing and keep the store in step with the chain, the wallet and the lists.
// Block numbers, multicall and user settings are needed for the first render; the lists and transactions
// updaters (fetching, validation, version rules, receipt checks) load right after its first paint, off the first
// load: asked for during that render, their chunks would stand between the page and its first paint.
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'

import { ErrorBoundary } from '@/components/ErrorBoundary'
import { ChainUrlUpdater } from '@/connection/ChainUrlUpdater'
import { BlockNumberUpdater } from '@/state/application/BlockNumberUpdater'
import { MulticallUpdater } from '@/state/multicall/MulticallUpdater'
import { UserUpdater } from '@/state/user/updater'

const ListsUpdater = lazy(() => import('@/state/lists/updater').then(({ ListsUpdater }) => ({ default: ListsUpdater })))
const TransactionsUpdater = lazy(() =>
  import('@/state/transactions/updater').then(({ TransactionsUpdater }) => ({ default: TransactionsUpdater })),
)

/** False until the first render has been painted (a frame, then a task); a hidden tab, which runs no frames, waits
 * a moment instead. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true))
    })
    const hiddenTab = setTimeout(() => setPainted(true), 250)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(task)
      clearTimeout(hiddenTab)
    }
  }, [])
  return painted
}

/** A lazily loaded updater whose chunk fails (or that throws) is logged and left out; the app goes on without it. */
function LazyUpdater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary scope={name} silent>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  )
}

export function Updaters() {
  const painted = usePainted()
  return (
    <>
      <ChainUrlUpdater />
      <BlockNumberUpdater />
      <MulticallUpdater />
      <UserUpdater />
      {painted && (
        <>
          <LazyUpdater name="lists-updater">
            <ListsUpdater />
          </LazyUpdater>
          <LazyUpdater name="transactions-updater">
            <TransactionsUpdater />
          </LazyUpdater>
        </>
      )}
    </>
  )
}
