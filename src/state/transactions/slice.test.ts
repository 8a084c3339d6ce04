import { afterEach, describe, expect, it, vi } from 'vitest'

import { MAX_RECORDED_TRANSACTIONS_PER_CHAIN } from '@/config/transactions'
import { FROM, HASH, OTHER_HASH as OTHER, receiptOf } from '@/test-support/transactionRecords'

import reducer, {
  ADD_EXISTING_TRANSACTION,
  addTransaction,
  checkedTransaction,
  clearAllTransactions,
  droppedTransaction,
  finalizeTransaction,
  orphanedTransaction,
  type TransactionState,
} from './slice'

const receipt = receiptOf()

const withTx = (): TransactionState =>
  reducer(undefined, addTransaction({ chainId: 1, hash: HASH, from: FROM, nonce: 7, summary: 'Swap' }))

afterEach(() => vi.restoreAllMocks())

describe('transactions slice', () => {
  it('starts empty', () => {
    expect(reducer(undefined, { type: 'unknown' })).toEqual({})
  })

  it('adds a transaction per chain, keyed by hash, with its nonce and the time it was added', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000)
    const state = reducer(
      undefined,
      addTransaction({
        chainId: 1,
        hash: HASH,
        from: FROM,
        nonce: 3,
        summary: 'Approve BUSD',
        approval: { tokenAddress: FROM, spender: FROM },
        claim: { recipient: FROM },
      }),
    )
    expect(state[1][HASH]).toEqual({
      hash: HASH,
      from: FROM,
      chainId: 1,
      nonce: 3,
      summary: 'Approve BUSD',
      approval: { tokenAddress: FROM, spender: FROM },
      claim: { recipient: FROM },
      addedTime: 1_000,
    })
    expect(state[5]).toBeUndefined()
  })

  it("keeps the recipient a swap's or a delegation's data names once mined, when the data itself goes", () => {
    const RECIPIENT = '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79c8'
    const delegation = `0x5c19a95c${RECIPIENT.slice(2).padStart(64, '0')}`
    const added = reducer(undefined, addTransaction({ chainId: 1, hash: HASH, from: FROM, data: delegation }))
    expect(added[1][HASH]).toMatchObject({ data: delegation, recipient: RECIPIENT })
    const mined = reducer(added, finalizeTransaction({ chainId: 1, hash: HASH, receipt }))
    expect(mined[1][HASH].data).toBeUndefined()
    expect(mined[1][HASH].recipient).toBe(RECIPIENT)
    const plain = reducer(undefined, addTransaction({ chainId: 1, hash: HASH, from: FROM, data: '0x095ea7b3' }))
    expect(plain[1][HASH]).not.toHaveProperty('recipient')
  })

  it('keeps the first record and logs on a duplicate hash', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const first = withTx()
    const second = reducer(first, addTransaction({ chainId: 1, hash: HASH, from: FROM, summary: 'other' }))
    expect(error).toHaveBeenCalledWith(ADD_EXISTING_TRANSACTION)
    expect(ADD_EXISTING_TRANSACTION).toBe('Attempted to add existing transaction.')
    expect(second[1][HASH].summary).toBe('Swap')
  })

  it('allows the same hash on another chain', () => {
    const state = reducer(withTx(), addTransaction({ chainId: 5, hash: HASH, from: FROM }))
    expect(Object.keys(state)).toEqual(['1', '5'])
  })

  it('moves lastCheckedBlockNumber forward only', () => {
    let state = reducer(withTx(), checkedTransaction({ chainId: 1, hash: HASH, blockNumber: 10 }))
    expect(state[1][HASH].lastCheckedBlockNumber).toBe(10)
    state = reducer(state, checkedTransaction({ chainId: 1, hash: HASH, blockNumber: 9 }))
    expect(state[1][HASH].lastCheckedBlockNumber).toBe(10)
    state = reducer(state, checkedTransaction({ chainId: 1, hash: HASH, blockNumber: 11 }))
    expect(state[1][HASH].lastCheckedBlockNumber).toBe(11)
  })

  it('ignores checks and receipts of unknown transactions', () => {
    const state = withTx()
    expect(reducer(state, checkedTransaction({ chainId: 1, hash: OTHER, blockNumber: 1 }))).toEqual(state)
    expect(reducer(state, finalizeTransaction({ chainId: 2, hash: HASH, receipt }))).toEqual(state)
    expect(reducer(state, droppedTransaction({ chainId: 1, hash: OTHER, reason: 'dropped' }))).toEqual(state)
  })

  it('finalizes with the receipt and the confirmation time', () => {
    vi.spyOn(Date, 'now').mockReturnValue(5_000)
    const state = reducer(withTx(), finalizeTransaction({ chainId: 1, hash: HASH, receipt }))
    expect(state[1][HASH].receipt).toEqual(receipt)
    expect(state[1][HASH].confirmedTime).toBe(5_000)
  })

  it('marks a transaction replaced or dropped, never once it has a receipt', () => {
    vi.spyOn(Date, 'now').mockReturnValue(9_000)
    const replaced = reducer(withTx(), droppedTransaction({ chainId: 1, hash: HASH, reason: 'replaced' }))
    expect(replaced[1][HASH].dropped).toEqual({ reason: 'replaced', detectedTime: 9_000 })
    const dropped = reducer(withTx(), droppedTransaction({ chainId: 1, hash: HASH, reason: 'dropped' }))
    expect(dropped[1][HASH].dropped?.reason).toBe('dropped')

    const mined = reducer(withTx(), finalizeTransaction({ chainId: 1, hash: HASH, receipt }))
    expect(reducer(mined, droppedTransaction({ chainId: 1, hash: HASH, reason: 'replaced' }))[1][HASH].dropped).toBe(
      undefined,
    )
  })

  it('finalizes a sped-up transaction with the speed-up hash and receipt, under its own hash', () => {
    const speedUpReceipt = { ...receipt, transactionHash: OTHER, status: 0 }
    const state = reducer(
      withTx(),
      finalizeTransaction({ chainId: 1, hash: HASH, receipt: speedUpReceipt, speedUpHash: OTHER }),
    )
    expect(state[1][HASH]).toMatchObject({ hash: HASH, speedUpHash: OTHER, receipt: speedUpReceipt })
    expect(state[1][OTHER]).toBeUndefined()
    const ownReceipt = reducer(state, finalizeTransaction({ chainId: 1, hash: HASH, receipt }))
    expect(ownReceipt[1][HASH].speedUpHash).toBeUndefined()
  })

  it('makes a mined transaction whose block left the chain pending again, due for a check at once', () => {
    let state = reducer(withTx(), checkedTransaction({ chainId: 1, hash: HASH, blockNumber: 11 }))
    state = reducer(state, finalizeTransaction({ chainId: 1, hash: HASH, receipt, speedUpHash: OTHER }))
    state = reducer(state, orphanedTransaction({ chainId: 1, hash: HASH }))
    expect(state[1][HASH]).toMatchObject({ hash: HASH, from: FROM, nonce: 7, summary: 'Swap' })
    for (const field of ['receipt', 'confirmedTime', 'speedUpHash', 'lastCheckedBlockNumber'])
      expect(state[1][HASH]).not.toHaveProperty(field)
    const pending = reducer(withTx(), checkedTransaction({ chainId: 1, hash: HASH, blockNumber: 11 }))
    expect(reducer(pending, orphanedTransaction({ chainId: 1, hash: HASH }))).toBe(pending)
    expect(reducer(pending, orphanedTransaction({ chainId: 2, hash: HASH }))).toBe(pending)
  })

  it('marks a transaction cancelled with the transaction that took its nonce', () => {
    vi.spyOn(Date, 'now').mockReturnValue(9_000)
    const state = reducer(
      withTx(),
      droppedTransaction({ chainId: 1, hash: HASH, reason: 'cancelled', replacementHash: OTHER }),
    )
    expect(state[1][HASH].dropped).toEqual({ reason: 'cancelled', detectedTime: 9_000, replacementHash: OTHER })
  })

  it('keeps the call a transaction was sent with', () => {
    const sent = { to: FROM, data: '0x1234', value: '5', addedBlock: 3 }
    const state = reducer(undefined, addTransaction({ chainId: 1, hash: HASH, from: FROM, nonce: 1, ...sent }))
    expect(state[1][HASH]).toMatchObject(sent)
  })

  it('forgets the calldata once the transaction is mined', () => {
    const sent = reducer(undefined, addTransaction({ chainId: 1, hash: HASH, from: FROM, data: '0x1234' }))
    expect(reducer(sent, finalizeTransaction({ chainId: 1, hash: HASH, receipt }))[1][HASH].data).toBeUndefined()
  })

  it('keeps the newest records of a chain only, removing the oldest when one more is added', () => {
    const now = vi.spyOn(Date, 'now')
    const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
    let state: TransactionState = { 5: { [OTHER]: { hash: OTHER, from: FROM, chainId: 5, addedTime: 0 } } }
    for (let n = 0; n <= MAX_RECORDED_TRANSACTIONS_PER_CHAIN; n++) {
      now.mockReturnValue(1_000 + n)
      state = reducer(state, addTransaction({ chainId: 1, hash: hashOf(n), from: FROM }))
    }
    expect(Object.keys(state[1])).toHaveLength(MAX_RECORDED_TRANSACTIONS_PER_CHAIN)
    expect(state[1][hashOf(0)]).toBeUndefined()
    expect(state[1][hashOf(MAX_RECORDED_TRANSACTIONS_PER_CHAIN)]).toBeDefined()
    expect(state[5][OTHER]).toBeDefined()
  })

  it('lets a late receipt win over a dropped mark', () => {
    const dropped = reducer(withTx(), droppedTransaction({ chainId: 1, hash: HASH, reason: 'dropped' }))
    const mined = reducer(dropped, finalizeTransaction({ chainId: 1, hash: HASH, receipt }))
    expect(mined[1][HASH].dropped).toBeUndefined()
    expect(mined[1][HASH].receipt).toEqual(receipt)
  })

  it('clears every transaction of one chain only', () => {
    const state = reducer(withTx(), addTransaction({ chainId: 5, hash: OTHER, from: FROM }))
    const cleared = reducer(state, clearAllTransactions({ chainId: 1 }))
    expect(cleared[1]).toEqual({})
    expect(cleared[5][OTHER]).toBeDefined()
    expect(reducer(cleared, clearAllTransactions({ chainId: 42 }))).toEqual(cleared)
  })
})
