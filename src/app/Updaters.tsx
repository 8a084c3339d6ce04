// Components that render nothing and keep the store in step with the chain, the wallet and the lists.
// Block numbers, multicall and user settings are needed for the first render; the lists and transactions
// updaters (fetching, version rules, receipt checks) start right after its first paint, so that their first reads
// and store updates do not lengthen the hydration. They come with the app's start (a few kilobytes) rather than as
// chunks of their own after paint, which cost two round trips then (README, Performance). Each has its own silent
// error boundary: one that throws is logged and left out, and the app goes on without it.
import { useEffect, useState } from 'react'

import { ErrorBoundary } from '@/components/ErrorBoundary'
import { ChainUrlUpdater } from '@/connection/ChainUrlUpdater'
import { BlockNumberUpdater } from '@/state/application/BlockNumberUpdater'
import { ListsUpdater } from '@/state/lists/updater'
import { MulticallUpdater } from '@/state/multicall/MulticallUpdater'
import { TransactionsUpdater } from '@/state/transactions/updater'
import { UserUpdater } from '@/state/user/updater'

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

/** The updaters that start once the first render has been painted: in a component of their own, so that starting
 * them renders only them, not the updaters that run from the first render. */
function PaintedUpdaters() {
  const painted = usePainted()
  if (!painted) return null
  return (
    <>
      <ErrorBoundary scope="lists-updater" silent>
        <ListsUpdater />
      </ErrorBoundary>
      <ErrorBoundary scope="transactions-updater" silent>
        <TransactionsUpdater />
      </ErrorBoundary>
    </>
  )
}

export function Updaters() {
  return (
    <>
      <ChainUrlUpdater />
      <BlockNumberUpdater />
      <MulticallUpdater />
      <UserUpdater />
      <PaintedUpdaters />
    </>
  )
}
