import { describe, expect, it } from 'vitest'

import { FakeNonceChain } from '@/test-support/fakeNonceChain'

import { findReplacement } from './findReplacement'

const ACCOUNT = `0x${'aa'.repeat(20)}`
const OTHER = `0x${'cc'.repeat(20)}`
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

/** Blocks 1-40: the account mines nonce n at block 4n + 2, another sender fills the blocks in between. */
function busyChain(): FakeNonceChain {
  const chain = new FakeNonceChain()
  for (let block = 1; block <= 40; block++) {
    const nonce = (block - 2) / 4
    const tx = Number.isInteger(nonce)
      ? { hash: hash(block), from: ACCOUNT, nonce }
      : { hash: hash(block), from: OTHER, nonce: block }
    chain.send(tx)
    chain.mine(tx.hash)
  }
  return chain
}

describe('findReplacement', () => {
  it.each([0, 1, 4, 9])('finds the transaction with nonce %i anywhere in the range', async (nonce) => {
    const found = await findReplacement(busyChain(), ACCOUNT, nonce, 0, 40)
    expect(found).toMatchObject({ hash: hash(4 * nonce + 2), nonce, from: ACCOUNT })
  })

  it('matches the sender in any case', async () => {
    const found = await findReplacement(busyChain(), ACCOUNT.toUpperCase().replace('0X', '0x'), 5, 0, 40)
    expect(found?.hash).toBe(hash(22))
  })

  it('finds nothing when the nonce was used before the range', async () => {
    expect(await findReplacement(busyChain(), ACCOUNT, 2, 20, 40)).toBeUndefined()
  })

  it('reads the newest blocks first, then searches the range and reads one more block', async () => {
    const chain = busyChain()
    expect((await findReplacement(chain, ACCOUNT, 7, 25, 40))?.hash).toBe(hash(30))
    const blocks = chain.requests.filter((r) => r.startsWith('getBlockWithTransactions')).map((r) => r.split(':')[1])
    expect(blocks).toEqual(['40', '39', '38', '30'])
    const counts = chain.requests.filter((r) => r.startsWith('getTransactionCount')).map((r) => Number(r.split(':')[1]))
    expect(counts.every((block) => block >= 25 && block <= 37)).toBe(true)
    expect(counts.length).toBeLessThanOrEqual(4)
  })

  it('finds a transaction of the newest blocks without reading past account state', async () => {
    const chain = busyChain()
    expect((await findReplacement(chain, ACCOUNT, 9, 0, 40))?.hash).toBe(hash(38))
    expect(chain.requests.some((r) => r.startsWith('getTransactionCount'))).toBe(false)
  })

  it('reads only the range when it is shorter than the newest blocks', async () => {
    const chain = busyChain()
    expect(await findReplacement(chain, ACCOUNT, 9, 39, 40)).toBeUndefined()
    expect(chain.requests).toEqual(['getBlockWithTransactions:40', 'getBlockWithTransactions:39'])
  })

  it('copes with a start past the latest block', async () => {
    expect(await findReplacement(busyChain(), ACCOUNT, 9, 50, 40)).toBeUndefined()
  })
})
