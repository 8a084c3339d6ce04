// Finds the mined transaction that took a pending one's nonce. Checks run every block, so it is nearly always in the
// newest blocks, read first (bodies only: any node has them); otherwise a binary search on the sender's nonce count
// (account state at past blocks, which nodes keep for about 128 blocks) finds the block that used the nonce.
import type { BlockTag } from '@ethersproject/abstract-provider'

/** A transaction as a block with transactions lists it (ethers' TransactionResponse fits). */
export interface BlockTransaction {
  hash: string
  from: string
  nonce: number
  to?: string | null
  data: string
  value: { toString(): string }
}

export interface NonceHistoryReader {
  getTransactionCount(address: string, blockTag: BlockTag): Promise<number>
  getBlockWithTransactions(blockNumber: number): Promise<{ transactions: BlockTransaction[] }>
}

/** Blocks read first, newest down, in one batch. */
export const NEWEST_BLOCKS_READ = 3

async function findInBlocks(reader: NonceHistoryReader, blocks: number[], from: string, nonce: number) {
  const sender = from.toLowerCase()
  const bodies = await Promise.all(blocks.map((block) => reader.getBlockWithTransactions(block)))
  for (const { transactions } of bodies) {
    const found = transactions.find((tx) => tx.from.toLowerCase() === sender && tx.nonce === nonce)
    if (found) return found
  }
  return undefined
}

/**
 * The transaction from `from` with `nonce` mined between `fromBlock` and `latestBlock` (where the nonce is known to
 * be used), or undefined when it was mined before `fromBlock`: one batch of the newest blocks, then about
 * log2(range) + 1 requests.
 */
export async function findReplacement(
  reader: NonceHistoryReader,
  from: string,
  nonce: number,
  fromBlock: number,
  latestBlock: number,
): Promise<BlockTransaction | undefined> {
  let low = Math.max(0, Math.min(fromBlock, latestBlock))
  const newest: number[] = []
  for (let block = latestBlock; block >= low && newest.length < NEWEST_BLOCKS_READ; block--) newest.push(block)
  const recent = await findInBlocks(reader, newest, from, nonce)
  if (recent) return recent
  let high = latestBlock - newest.length
  if (high < low) return undefined
  // The first block after which the account's count is past the nonce is the block that mined it.
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    if ((await reader.getTransactionCount(from, middle)) > nonce) high = middle
    else low = middle + 1
  }
  return findInBlocks(reader, [low], from, nonce)
}
