// Components that render nothing and keep the store in step with the chain, the wallet and the lists.
// Block numbers, multicall and user settings are needed for the first render; the lists and transactions
// updaters (fetching, validation, version rules, receipt checks) load right after it, off the first load.
import { lazy, type ReactNode, Suspense } from 'react'

import { ErrorBoundary } from '@/components/ErrorBoundary'
import { ChainUrlUpdater } from '@/connection/ChainUrlUpdater'
import { BlockNumberUpdater } from '@/state/application/BlockNumberUpdater'
import { MulticallUpdater } from '@/state/multicall/MulticallUpdater'
import { UserUpdater } from '@/state/user/updater'

const ListsUpdater = lazy(() => import('@/state/lists/updater').then(({ ListsUpdater }) => ({ default: ListsUpdater })))
const TransactionsUpdater = lazy(() =>
  import('@/state/transactions/updater').then(({ TransactionsUpdater }) => ({ default: TransactionsUpdater })),
)

/** A lazily loaded updater whose chunk fails (or that throws) is logged and left out; the app goes on without it. */
function LazyUpdater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary scope={name} silent>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  )
}

export function Updaters() {
  return (
    <>
      <ChainUrlUpdater />
      <BlockNumberUpdater />
      <MulticallUpdater />
      <UserUpdater />
      <LazyUpdater name="lists-updater">
        <ListsUpdater />
      </LazyUpdater>
      <LazyUpdater name="transactions-updater">
        <TransactionsUpdater />
      </LazyUpdater>
    </>
  )
}
