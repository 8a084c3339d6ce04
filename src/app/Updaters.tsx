// Components that render nothing and keep the store in step with the chain, the wallet and the lists.
// Block numbers, multicall and user settings are needed for the first render; the lists and transactions
// updaters (fetching, validation, version rules, receipt checks) load right after it, off the first load.
import { lazy, Suspense } from 'react'

import { BlockNumberUpdater } from '@/state/application/BlockNumberUpdater'
import { MulticallUpdater } from '@/state/multicall/MulticallUpdater'
import { UserUpdater } from '@/state/user/updater'

const ListsUpdater = lazy(() => import('@/state/lists/updater').then(({ ListsUpdater }) => ({ default: ListsUpdater })))
const TransactionsUpdater = lazy(() =>
  import('@/state/transactions/updater').then(({ TransactionsUpdater }) => ({ default: TransactionsUpdater })),
)

export function Updaters() {
  return (
    <>
      <BlockNumberUpdater />
      <MulticallUpdater />
      <UserUpdater />
      <Suspense fallback={null}>
        <ListsUpdater />
        <TransactionsUpdater />
      </Suspense>
    </>
  )
}
