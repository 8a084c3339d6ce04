// A chain in memory for the transaction checks' tests: a pool, blocks of mined transactions with receipts, and
// nonce counts per block, answering what the checks ask an ethers provider.
import type { BlockTag } from '@ethersproject/abstract-provider'

import type { ChainReader, ReceiptLike } from '@/state/transactions/checkTransaction'
import type { BlockTransaction } from '@/state/transactions/findReplacement'

export interface FakeTx {
  hash: string
  from: string
  nonce: number
  to?: string | null
  data?: string
  value?: string
  /** The receipt status once mined; 1 unless set. */
  status?: 0 | 1
}

const hex32 = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

export class FakeNonceChain implements ChainReader {
  /** Block n lists the transactions mined in it; block 0 is empty. */
  readonly blocks: FakeTx[][] = [[]]
  readonly pool = new Map<string, FakeTx>()
  readonly requests: string[] = []

  /** Empty blocks, as time passes. */
  mineEmpty(count: number): void {
    for (let i = 0; i < count; i++) this.blocks.push([])
  }

  send(tx: FakeTx): void {
    this.pool.set(tx.hash, tx)
  }

  drop(hash: string): void {
    this.pool.delete(hash)
  }

  /** Mines these pooled transactions in a new block; a transaction with the same sender and nonce leaves the pool. */
  mine(...hashes: string[]): number {
    const mined = hashes.map((hash) => this.pool.get(hash)!)
    for (const tx of mined) {
      for (const [hash, other] of this.pool)
        if (other.from === tx.from && other.nonce === tx.nonce) this.pool.delete(hash)
    }
    this.blocks.push(mined)
    return this.blocks.length - 1
  }

  async getBlockNumber(): Promise<number> {
    this.requests.push('getBlockNumber')
    return this.blocks.length - 1
  }

  async getTransaction(hash: string): Promise<{ nonce: number } | null> {
    this.requests.push('getTransaction')
    const pooled = this.pool.get(hash)
    if (pooled) return { nonce: pooled.nonce }
    const mined = this.blocks.flat().find((tx) => tx.hash === hash)
    return mined ? { nonce: mined.nonce } : null
  }

  async getTransactionReceipt(hash: string): Promise<ReceiptLike | null> {
    this.requests.push('getTransactionReceipt')
    for (const [blockNumber, block] of this.blocks.entries()) {
      const index = block.findIndex((tx) => tx.hash === hash)
      if (index < 0) continue
      const tx = block[index]
      return {
        blockHash: hex32(blockNumber + 1000),
        blockNumber,
        contractAddress: null as unknown as string,
        from: tx.from,
        status: tx.status ?? 1,
        to: tx.to ?? (null as unknown as string),
        transactionHash: hash,
        transactionIndex: index,
      }
    }
    return null
  }

  async getTransactionCount(address: string, blockTag: BlockTag): Promise<number> {
    this.requests.push(`getTransactionCount:${String(blockTag)}`)
    const latest = this.blocks.length - 1
    const upTo = blockTag === 'latest' || blockTag === 'pending' ? latest : Number(blockTag)
    const sender = (tx: FakeTx) => tx.from.toLowerCase() === address.toLowerCase()
    let count = this.blocks
      .slice(0, upTo + 1)
      .flat()
      .filter(sender).length
    if (blockTag !== 'pending') return count
    // The pool's transactions continue the mined ones without a gap.
    const pooled = new Set([...this.pool.values()].filter(sender).map((tx) => tx.nonce))
    while (pooled.has(count)) count++
    return count
  }

  async getBlockWithTransactions(blockNumber: number): Promise<{ transactions: BlockTransaction[] }> {
    this.requests.push(`getBlockWithTransactions:${blockNumber}`)
    return {
      transactions: (this.blocks[blockNumber] ?? []).map((tx) => ({
        hash: tx.hash,
        from: tx.from,
        nonce: tx.nonce,
        to: tx.to,
        data: tx.data ?? '0x',
        value: BigInt(tx.value ?? '0'),
      })),
    }
  }
}
