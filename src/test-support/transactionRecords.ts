// Transaction records for unit tests of the transactions slice and of what merges or shares it.
import type { SerializableTransactionReceipt } from '@/state/transactions/slice'

export const HASH = `0x${'ab'.repeat(32)}`
export const OTHER_HASH = `0x${'cd'.repeat(32)}`
export const FROM = `0x${'11'.repeat(20)}`

/** A successful receipt of `HASH` from `FROM`, in `blockNumber` (block 12 unless said). */
export function receiptOf(blockNumber = 12, blockHash = `0x${'ee'.repeat(32)}`): SerializableTransactionReceipt {
  return {
    blockHash,
    blockNumber,
    contractAddress: '',
    from: FROM,
    status: 1,
    to: `0x${'22'.repeat(20)}`,
    transactionHash: HASH,
    transactionIndex: 0,
  }
}
