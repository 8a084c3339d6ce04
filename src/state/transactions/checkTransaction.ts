// One check of a pending transaction: mined (with its receipt), sped up (with the speed-up's receipt), cancelled,
// replaced, dropped, or still pending.
import type { BlockTag, TransactionReceipt } from '@ethersproject/abstract-provider'

import { REPLACEMENT_LOOKBACK_BLOCKS, TX_DROPPED_GRACE_MS } from '@/config/transactions'
import { classifyReplacement, decideUnconfirmed } from '@/utils/transactions/replacement'

import { type BlockTransaction, findReplacement } from './findReplacement'
import type { SerializableTransactionReceipt, TransactionDetails } from './slice'

type ReceiptFields =
  'blockHash' | 'blockNumber' | 'contractAddress' | 'from' | 'status' | 'to' | 'transactionHash' | 'transactionIndex'
export type ReceiptLike = Pick<TransactionReceipt, ReceiptFields>

/** What the check needs from a provider; an ethers provider has all of it. */
export interface ChainReader {
  getTransactionReceipt(hash: string): Promise<ReceiptLike | null>
  getTransaction(hash: string): Promise<{ nonce: number } | null>
  getTransactionCount(address: string, blockTag: BlockTag): Promise<number>
  getBlockNumber(): Promise<number>
  getBlockWithTransactions(blockNumber: number): Promise<{ transactions: BlockTransaction[] }>
}

export type CheckOutcome =
  | { kind: 'mined'; receipt: SerializableTransactionReceipt }
  | { kind: 'speedUp'; hash: string; receipt: SerializableTransactionReceipt }
  | { kind: 'replaced' | 'cancelled'; replacementHash?: string }
  | { kind: 'dropped' }
  /** isKnown: the node has the transaction; the updater times the grace period from the first check without it. */
  | { kind: 'pending'; isKnown: boolean }

export type CheckedTransaction = Pick<
  TransactionDetails,
  'hash' | 'from' | 'nonce' | 'to' | 'data' | 'value' | 'addedTime' | 'addedBlock'
>

export interface CheckOptions {
  now?: number
  /** When an earlier check first found the node without the transaction. */
  unknownSince?: number
  graceMs?: number
  lookbackBlocks?: number
}

export function toSerializableReceipt(receipt: ReceiptLike): SerializableTransactionReceipt {
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
  reader: ChainReader,
  tx: CheckedTransaction,
  { now = Date.now(), unknownSince, graceMs = TX_DROPPED_GRACE_MS, lookbackBlocks }: CheckOptions = {},
): Promise<CheckOutcome> {
  // Reads asked together go out as one JSON-RPC batch: a check costs one round trip, two when the nonce is read.
  const [receipt, known] = await Promise.all([reader.getTransactionReceipt(tx.hash), reader.getTransaction(tx.hash)])
  if (receipt) return { kind: 'mined', receipt: toSerializableReceipt(receipt) }

  // Records from before nonces were stored take the node's, while it still has the transaction.
  const nonce = tx.nonce ?? known?.nonce
  let minedCount: number | undefined
  let pendingCount: number | undefined
  if (nonce !== undefined) {
    // The head's count, never a past block's: a pruned node keeps no state behind its head (Anvil with
    // --prune-history refused block 0 once block 1 was mined between the reads). Only a forgotten transaction needs
    // to know whether another one with its nonce waits in the pool.
    ;[minedCount, pendingCount] = await Promise.all([
      reader.getTransactionCount(tx.from, 'latest'),
      known ? undefined : reader.getTransactionCount(tx.from, 'pending'),
    ])
  }
  const verdict = decideUnconfirmed({
    nonce,
    minedCount,
    pendingCount,
    isKnown: known !== null,
    addedTime: tx.addedTime,
    unknownSince,
    now,
    graceMs,
  })
  if (verdict === 'pending') return { kind: 'pending', isKnown: known !== null }
  if (verdict === 'dropped' || nonce === undefined) return { kind: 'dropped' }

  // The nonce is used. The transaction may itself have been mined between the reads: ask once more. The head read
  // now is at or past the block whose count showed the nonce used, so the search below covers that block.
  const [late, latestBlock] = await Promise.all([reader.getTransactionReceipt(tx.hash), reader.getBlockNumber()])
  if (late) return { kind: 'mined', receipt: toSerializableReceipt(late) }
  return classifyUsedNonce(reader, { ...tx, nonce }, latestBlock, lookbackBlocks)
}

async function classifyUsedNonce(
  reader: ChainReader,
  tx: CheckedTransaction & { nonce: number },
  latestBlock: number,
  lookbackBlocks = REPLACEMENT_LOOKBACK_BLOCKS,
): Promise<CheckOutcome> {
  const fromBlock = Math.max(tx.addedBlock ?? 0, latestBlock - lookbackBlocks)
  const replacement = await findReplacement(reader, tx.from, tx.nonce, fromBlock, latestBlock)
  // Mined before the blocks searched: something took the nonce, but what cannot be told any more.
  if (!replacement) return { kind: 'replaced' }
  const kind = classifyReplacement(tx, {
    from: replacement.from,
    to: replacement.to,
    data: replacement.data,
    value: replacement.value.toString(),
  })
  if (kind !== 'speedUp') return { kind, replacementHash: replacement.hash }
  const receipt = await reader.getTransactionReceipt(replacement.hash)
  // A block that lists the transaction has its receipt; a node that disagrees is asked again at the next check.
  if (!receipt) return { kind: 'pending', isKnown: false }
  return { kind: 'speedUp', hash: replacement.hash, receipt: toSerializableReceipt(receipt) }
}
