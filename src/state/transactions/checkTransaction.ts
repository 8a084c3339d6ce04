// One receipt check of a pending transaction: mined (with its receipt), replaced, dropped, or still pending.
import type { TransactionReceipt } from '@ethersproject/abstract-provider'

import type { DroppedReason, SerializableTransactionReceipt, TransactionDetails } from './slice'

/** What the check needs from a provider; an ethers provider has all of it. */
export interface ReceiptReader {
  getTransactionReceipt(hash: string): Promise<TransactionReceipt | null>
  getTransactionCount(address: string, blockTag: 'latest'): Promise<number>
  getTransaction(hash: string): Promise<{ nonce: number } | null>
}

export type CheckOutcome =
  { kind: 'mined'; receipt: SerializableTransactionReceipt } | { kind: DroppedReason } | { kind: 'pending' }

/** A node that does not know a transaction this long after it was sent will not mine it. */
export const DROPPED_AFTER_MS = 5 * 60_000

export function toSerializableReceipt(receipt: TransactionReceipt): SerializableTransactionReceipt {
  return {
    blockHash: receipt.blockHash,
    blockNumber: receipt.blockNumber,
    contractAddress: receipt.contractAddress ?? '',
    from: receipt.from,
    status: receipt.status,
    to: receipt.to ?? '',
    transactionHash: receipt.transactionHash,
    transactionIndex: receipt.transactionIndex,
  }
}

export async function checkTransaction(
  reader: ReceiptReader,
  tx: Pick<TransactionDetails, 'hash' | 'from' | 'nonce' | 'addedTime'>,
  now: number = Date.now(),
): Promise<CheckOutcome> {
  const receipt = await reader.getTransactionReceipt(tx.hash)
  if (receipt) return { kind: 'mined', receipt: toSerializableReceipt(receipt) }

  const isOld = now - tx.addedTime > DROPPED_AFTER_MS
  let nonce = tx.nonce
  let isKnown: boolean | undefined
  // Records from before nonces were stored: the node still has the transaction, or it is gone.
  if (nonce === undefined) {
    const known = await reader.getTransaction(tx.hash)
    isKnown = known !== null
    nonce = known?.nonce
  }
  if (nonce !== undefined) {
    const minedCount = await reader.getTransactionCount(tx.from, 'latest')
    if (minedCount > nonce) {
      // The nonce is used. The transaction may itself have been mined between the two reads: ask once more.
      const late = await reader.getTransactionReceipt(tx.hash)
      return late ? { kind: 'mined', receipt: toSerializableReceipt(late) } : { kind: 'replaced' }
    }
  }
  if (!isOld) return { kind: 'pending' }
  // Young transactions can be unknown to a read node that has not heard of them yet; old ones are gone.
  if (isKnown === undefined) isKnown = (await reader.getTransaction(tx.hash)) !== null
  return isKnown ? { kind: 'pending' } : { kind: 'dropped' }
}
