// After a reorg, whether a transaction the app recorded as mined is still in the chain: the node's receipt for it
// (or for the speed-up mined in its place) names the same block, another block (mined again by the new chain), or
// none (its block left the chain and it waits to be mined again, or never will be).
import { type ChainReader, toSerializableReceipt } from './checkTransaction'
import type { SerializableTransactionReceipt, TransactionDetails } from './slice'

export type RecheckOutcome =
  { kind: 'kept' } | { kind: 'moved'; receipt: SerializableTransactionReceipt } | { kind: 'orphaned' }

export async function recheckMined(
  reader: Pick<ChainReader, 'getTransactionReceipt'>,
  tx: Pick<TransactionDetails, 'hash' | 'speedUpHash' | 'receipt'>,
): Promise<RecheckOutcome> {
  if (!tx.receipt) return { kind: 'kept' }
  const receipt = await reader.getTransactionReceipt(tx.speedUpHash ?? tx.hash)
  if (!receipt) return { kind: 'orphaned' }
  if (receipt.blockHash.toLowerCase() === tx.receipt.blockHash.toLowerCase()) return { kind: 'kept' }
  return { kind: 'moved', receipt: toSerializableReceipt(receipt) }
}
