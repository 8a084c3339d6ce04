// Keeps pending transactions in step with the chain: checks them on new blocks and on a timer (shouldCheck), and
// records what became of each (applyOutcome); after a reorg, asks again whether each recent mined one is still in
// its block (recheckMined, applyRecheck). The grace period before "dropped" is timed from the first check
// that found the node without the transaction, kept in memory: after a reload it starts again.
import { useEffect, useRef, useState } from 'react'

import { TX_CHECK_INTERVAL_MS } from '@/config/transactions'
import { getReadProvider } from '@/connection/readProvider'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useDocumentVisible } from '@/lib/useDocumentVisible'
import { useBlockNumber, useChainReorgs, useConnectionRecoveries } from '@/state/application/hooks'
import { useAppDispatch, useAppSelector } from '@/state/hooks'
import { isTransactionRecent } from '@/utils/transactions/records'

import { applyOutcome, applyRecheck } from './applyOutcome'
import { checkTransaction } from './checkTransaction'
import { recheckMined } from './recheckMined'
import { shouldCheck } from './shouldCheck'
import { TransactionTestSeam } from './testSeam'

/** Re-renders every interval while the page is visible, so that checks run while the chain makes no blocks. */
function useCheckTimer(): number {
  const isVisible = useDocumentVisible()
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (!isVisible) return undefined
    const timer = setInterval(() => setTick((count) => count + 1), TX_CHECK_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [isVisible])
  return tick
}

export function TransactionsUpdater() {
  const chainId = useActiveChainId()
  const lastBlockNumber = useBlockNumber()
  const transactions = useAppSelector((state) => state.transactions[chainId])
  const dispatch = useAppDispatch()
  const tick = useCheckTimer()
  // Checks still in flight: a store change while one runs must not start the same check again.
  const inFlight = useRef(new Set<string>())
  const lastCheckedAt = useRef(new Map<string, number>())
  const unknownSince = useRef(new Map<string, number>())
  // The node is back after an outage: every pending transaction is due now, not at its next block or tick.
  const recoveries = useConnectionRecoveries(chainId)
  const handledRecoveries = useRef(recoveries)
  const reorgs = useChainReorgs()
  // Per chain: switching chains is not a reorg.
  const handledReorgs = useRef(new Map<number, number>())

  useEffect(() => {
    if (!lastBlockNumber || !transactions) return
    if (handledRecoveries.current !== recoveries) {
      handledRecoveries.current = recoveries
      lastCheckedAt.current.clear()
    }
    const provider = getReadProvider(chainId)
    const now = Date.now()
    for (const tx of Object.values(transactions)) {
      const key = `${chainId}:${tx.hash}`
      if (inFlight.current.has(key)) continue
      if (!shouldCheck(lastBlockNumber, tx, { now, lastCheckedAt: lastCheckedAt.current.get(key) })) continue
      inFlight.current.add(key)
      lastCheckedAt.current.set(key, now)
      checkTransaction(provider, tx, { unknownSince: unknownSince.current.get(key) })
        .then((outcome) => {
          const isMissing = outcome.kind === 'dropped' || (outcome.kind === 'pending' && !outcome.isKnown)
          if (!isMissing) unknownSince.current.delete(key)
          else if (!unknownSince.current.has(key)) unknownSince.current.set(key, now)
          applyOutcome(dispatch, chainId, tx, outcome, lastBlockNumber)
        })
        .catch((error: unknown) => console.error(`Failed to check transaction ${tx.hash}`, error))
        .finally(() => inFlight.current.delete(key))
    }
  }, [chainId, lastBlockNumber, transactions, dispatch, tick, recoveries])

  useEffect(() => {
    if ((handledReorgs.current.get(chainId) ?? 0) === reorgs) return
    handledReorgs.current.set(chainId, reorgs)
    // Every recent mined record, not only those at the reorg's height or above: the fork may lie below it (heights
    // between polls are never seen), and a restarted chain replaced all of it. A reorg is rare; a check is one read.
    const provider = getReadProvider(chainId)
    const now = Date.now()
    for (const tx of Object.values(transactions ?? {})) {
      if (!tx.receipt || !isTransactionRecent(tx, now)) continue
      recheckMined(provider, tx)
        .then((outcome) => applyRecheck(dispatch, chainId, tx, outcome))
        .catch((error: unknown) => console.error(`Failed to recheck transaction ${tx.hash}`, error))
    }
  }, [chainId, reorgs, transactions, dispatch])

  // Vite replaces the flag with a literal: in normal builds the seam and its import are removed.
  return import.meta.env.VITE_E2E_HOOKS === 'true' ? <TransactionTestSeam /> : null
}
