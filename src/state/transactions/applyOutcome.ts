// Turns one check's outcome into store updates, and announces a transaction's end (mined, sped up, cancelled,
// replaced, dropped) in a popup keyed by its hash; the popup reads the record to say which. A receipt also asks for
// a poll of the chain now rather than at the next interval, so the balances the transaction changed are read again
// at once. After a reorg, a mined transaction whose block left the chain is announced as pending again.
import { addPopup, pollRequested } from '@/state/application/slice'

import type { AppDispatch } from '../index'
import type { CheckOutcome } from './checkTransaction'
import type { RecheckOutcome } from './recheckMined'
import {
  checkedTransaction,
  droppedTransaction,
  finalizeTransaction,
  orphanedTransaction,
  type TransactionDetails,
} from './slice'

export function applyOutcome(
  dispatch: AppDispatch,
  chainId: number,
  tx: Pick<TransactionDetails, 'hash' | 'summary' | 'dropped'>,
  outcome: CheckOutcome,
  blockNumber: number,
): void {
  const { hash, summary } = tx
  const announce = (success: boolean) => dispatch(addPopup({ key: hash, content: { txn: { hash, success, summary } } }))
  switch (outcome.kind) {
    case 'mined':
    case 'speedUp': {
      const speedUpHash = outcome.kind === 'speedUp' ? outcome.hash : undefined
      dispatch(finalizeTransaction({ chainId, hash, receipt: outcome.receipt, speedUpHash }))
      dispatch(pollRequested({ chainId }))
      announce(outcome.receipt.status === 1 || outcome.receipt.status === undefined)
      return
    }
    case 'pending':
      dispatch(checkedTransaction({ chainId, hash, blockNumber }))
      return
    case 'dropped':
      dispatch(checkedTransaction({ chainId, hash, blockNumber }))
      // A dropped transaction is watched again later; it is announced once.
      if (tx.dropped?.reason === 'dropped') return
      dispatch(droppedTransaction({ chainId, hash, reason: 'dropped' }))
      announce(false)
      return
    case 'replaced':
    case 'cancelled':
      dispatch(droppedTransaction({ chainId, hash, reason: outcome.kind, replacementHash: outcome.replacementHash }))
      announce(false)
  }
}

export function applyRecheck(
  dispatch: AppDispatch,
  chainId: number,
  tx: Pick<TransactionDetails, 'hash' | 'summary' | 'speedUpHash'>,
  outcome: RecheckOutcome,
): void {
  const { hash, summary } = tx
  switch (outcome.kind) {
    case 'kept':
      return
    case 'moved':
      // Mined again in the new chain's block: the record takes that receipt (its outcome may differ).
      dispatch(finalizeTransaction({ chainId, hash, receipt: outcome.receipt, speedUpHash: tx.speedUpHash }))
      return
    case 'orphaned':
      dispatch(orphanedTransaction({ chainId, hash }))
      dispatch(addPopup({ key: hash, content: { txn: { hash, success: false, summary, orphaned: true } } }))
  }
}
