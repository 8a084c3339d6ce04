import { describe, expect, it } from 'vitest'

import { FakeNonceChain, type FakeTx } from '@/test-support/fakeNonceChain'

import { type CheckedTransaction, type CheckOutcome, checkTransaction } from './checkTransaction'

const ACCOUNT = `0x${'aa'.repeat(20)}`
const ROUTER = `0x${'bb'.repeat(20)}`
const SWAP = `0x7ff36ab5${'01'.repeat(32)}`
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const NOW = 1_700_000_000_000
const GRACE = 60_000

const sent = { hash: hash(1), from: ACCOUNT, nonce: 3, to: ROUTER, data: SWAP, value: '1000' }
const original: FakeTx = sent
/** The record the app kept of `original`, sent at block 5. */
const record: CheckedTransaction = { ...sent, addedTime: NOW - 10 * GRACE, addedBlock: 5 }

/** A chain where the account has mined nonces 0-2 and then `original` was sent. */
function chainWithOriginal(): FakeNonceChain {
  const chain = new FakeNonceChain()
  for (let nonce = 0; nonce < 3; nonce++) {
    chain.send({ hash: hash(100 + nonce), from: ACCOUNT, nonce })
    chain.mine(hash(100 + nonce))
  }
  chain.mineEmpty(2)
  chain.send(original)
  return chain
}

/** The original leaves the pool and this transaction, with its nonce, is mined after a few empty blocks. */
function replaceWith(chain: FakeNonceChain, replacement: Partial<FakeTx>): void {
  chain.drop(original.hash)
  chain.mineEmpty(4)
  chain.send({ ...original, hash: hash(2), ...replacement })
  chain.mine(hash(2))
  chain.mineEmpty(3)
}

type Scenario = [string, (chain: FakeNonceChain) => void, Partial<CheckedTransaction>, number | undefined, CheckOutcome]

const receiptOf = (n: number, status: number) => expect.objectContaining({ transactionHash: hash(n), status }) as never
const nothing = () => {}
const dropIt = (c: FakeNonceChain) => c.drop(original.hash)
const speedUp = (status: 0 | 1) => (c: FakeNonceChain) => replaceWith(c, { status })
const cancel = (c: FakeNonceChain) => replaceWith(c, { to: ACCOUNT, data: '0x', value: '0' })
/** Records from before nonces (and calls) were stored. */
const OLD = { nonce: undefined, to: undefined, data: undefined, value: undefined, addedBlock: undefined }
const NO_CALL = { to: undefined, data: undefined, value: undefined, addedBlock: undefined }
const LONG_AGO = NOW - 5 * GRACE
const PENDING = { kind: 'pending', isKnown: false } as const

describe('checkTransaction', () => {
  it.each<Scenario>([
    [
      'mined: its own receipt',
      (c) => c.mine(original.hash),
      {},
      undefined,
      { kind: 'mined', receipt: receiptOf(1, 1) },
    ],
    ['in the pool: pending', nothing, {}, undefined, { kind: 'pending', isKnown: true }],
    ['gone, first seen gone: pending, the grace starts', dropIt, {}, undefined, PENDING],
    ['gone within the grace: pending', dropIt, {}, NOW - GRACE + 1, PENDING],
    ['gone past the grace, nonce free: dropped', dropIt, {}, NOW - GRACE, { kind: 'dropped' }],
    [
      'gone, but a same-nonce transaction waits in the pool: pending',
      (c) => (dropIt(c), c.send({ ...original, hash: hash(2) })),
      {},
      LONG_AGO,
      PENDING,
    ],
    [
      'sped up, the speed-up succeeded',
      speedUp(1),
      {},
      undefined,
      { kind: 'speedUp', hash: hash(2), receipt: receiptOf(2, 1) },
    ],
    [
      'sped up, the speed-up reverted',
      speedUp(0),
      {},
      undefined,
      { kind: 'speedUp', hash: hash(2), receipt: receiptOf(2, 0) },
    ],
    [
      'sped up while the node still listed the original',
      (c) => c.blocks.push([{ ...original, hash: hash(2) }]),
      {},
      undefined,
      { kind: 'speedUp', hash: hash(2), receipt: receiptOf(2, 1) },
    ],
    ['cancelled: an empty call to self', cancel, {}, undefined, { kind: 'cancelled', replacementHash: hash(2) }],
    [
      'replaced by another call',
      (c) => replaceWith(c, { data: `${SWAP}ff` }),
      {},
      undefined,
      { kind: 'replaced', replacementHash: hash(2) },
    ],
    [
      'replaced by the same call with another value',
      (c) => replaceWith(c, { value: '2000' }),
      {},
      undefined,
      { kind: 'replaced', replacementHash: hash(2) },
    ],
    ['old record without nonce or call, gone past the grace: dropped', dropIt, OLD, NOW - GRACE, { kind: 'dropped' }],
    ['old record without nonce, in the pool: pending', nothing, OLD, undefined, { kind: 'pending', isKnown: true }],
    [
      'old record, sped up: only "replaced"',
      speedUp(1),
      NO_CALL,
      undefined,
      { kind: 'replaced', replacementHash: hash(2) },
    ],
    ['old record, cancelled', cancel, NO_CALL, undefined, { kind: 'cancelled', replacementHash: hash(2) }],
    [
      'replaced before the blocks searched: replaced, without a hash',
      (c) => (speedUp(1)(c), c.mineEmpty(300)),
      { addedBlock: undefined },
      undefined,
      { kind: 'replaced' },
    ],
  ])('%s', async (_, arrange, overrides, unknownSince, outcome) => {
    const chain = chainWithOriginal()
    arrange(chain)
    const options = { now: NOW, unknownSince, graceMs: GRACE, lookbackBlocks: 128 }
    await expect(checkTransaction(chain, { ...record, ...overrides }, options)).resolves.toEqual(outcome)
  })

  it('takes its own receipt when it was mined between the reads', async () => {
    const chain = chainWithOriginal()
    chain.mine(original.hash)
    let receiptReads = 0
    const racing = Object.assign(Object.create(chain) as FakeNonceChain, {
      getTransactionReceipt: (h: string) =>
        receiptReads++ === 0 ? Promise.resolve(null) : chain.getTransactionReceipt(h),
      getTransaction: () => Promise.resolve(null),
    })
    const outcome = await checkTransaction(racing, record, { now: NOW, graceMs: GRACE })
    expect(outcome).toMatchObject({ kind: 'mined', receipt: { transactionHash: hash(1) } })
  })

  it('searches from the block it was sent at with a handful of requests', async () => {
    const chain = chainWithOriginal()
    replaceWith(chain, {})
    chain.mineEmpty(100)
    await checkTransaction(chain, record, { now: NOW, graceMs: GRACE, lookbackBlocks: 128 })
    const historical = chain.requests.filter((r) => /^getTransactionCount:\d+$/.test(r))
    // About log2(113) steps over blocks 5 to 118; the head's count is read as 'latest'.
    expect(historical.length).toBeLessThanOrEqual(9)
    expect(historical.every((r) => Number(r.split(':')[1]) >= 5)).toBe(true)
    expect(chain.requests).toContain('getBlockWithTransactions:10')
  })

  it('reads no past block while the nonce is free: a pruned node keeps no state behind its head', async () => {
    const chain = chainWithOriginal()
    dropIt(chain)
    for (const unknownSince of [undefined, LONG_AGO]) {
      await checkTransaction(chain, record, { now: NOW, graceMs: GRACE, unknownSince })
    }
    expect(chain.requests.filter((r) => r.startsWith('getTransactionCount'))).toEqual([
      'getTransactionCount:latest',
      'getTransactionCount:pending',
      'getTransactionCount:latest',
      'getTransactionCount:pending',
    ])
  })

  it('does not ask for the pool when the node still has the transaction', async () => {
    const chain = chainWithOriginal()
    await checkTransaction(chain, record, { now: NOW, graceMs: GRACE })
    expect(chain.requests).not.toContain('getTransactionCount:pending')
  })
})
