// Keeps pending transactions in step with the chain: checks receipts on the shouldCheck schedule, finalizes
// mined ones, marks replaced or dropped ones, and announces each outcome in a popup keyed by the hash.
import { useEffect, useRef } from 'react'

import { getReadProvider } from '@/connection/readProvider'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useBlockNumber } from '@/state/application/hooks'
import { addPopup } from '@/state/application/slice'
import { useAppDispatch, useAppSelector } from '@/state/hooks'

import { checkTransaction } from './checkTransaction'
import { shouldCheck } from './shouldCheck'
import { checkedTransaction, droppedTransaction, finalizeTransaction } from './slice'
import { TransactionTestSeam } from './testSeam'

export function TransactionsUpdater() {
  const chainId = useActiveChainId()
  const lastBlockNumber = useBlockNumber()
  const transactions = useAppSelector((state) => state.transactions[chainId])
  const dispatch = useAppDispatch()
  // Checks still in flight: a store change while one runs must not start the same check again.
  const inFlight = useRef(new Set<string>())

  useEffect(() => {
    if (!lastBlockNumber || !transactions) return
    const provider = getReadProvider(chainId)
    for (const tx of Object.values(transactions)) {
      const key = `${chainId}:${tx.hash}`
      if (inFlight.current.has(key) || !shouldCheck(lastBlockNumber, tx)) continue
      inFlight.current.add(key)
      checkTransaction(provider, tx)
        .then((outcome) => {
          const { hash, summary } = tx
          if (outcome.kind === 'mined') {
            dispatch(finalizeTransaction({ chainId, hash, receipt: outcome.receipt }))
            const success = outcome.receipt.status === 1 || outcome.receipt.status === undefined
            dispatch(addPopup({ key: hash, content: { txn: { hash, success, summary } } }))
          } else if (outcome.kind === 'pending') {
            dispatch(checkedTransaction({ chainId, hash, blockNumber: lastBlockNumber }))
          } else {
            dispatch(droppedTransaction({ chainId, hash, reason: outcome.kind }))
            // The popup reads the record to say whether it was replaced or dropped.
            dispatch(addPopup({ key: hash, content: { txn: { hash, success: false, summary } } }))
          }
        })
        .catch((error: unknown) => console.error(`Failed to check transaction ${tx.hash}`, error))
        .finally(() => inFlight.current.delete(key))
    }
  }, [chainId, lastBlockNumber, transactions, dispatch])

  // Vite replaces the flag with a literal: in normal builds the seam and its import are removed.
  return import.meta.env.VITE_E2E_HOOKS === 'true' ? <TransactionTestSeam /> : null
}
