import { describe, expect, it } from 'vitest'

import { FROM, HASH, OTHER_HASH as OTHER, receiptOf } from '@/test-support/transactionRecords'

import { mergeRecord, recordsToMerge } from './mergeRecords'
import reducer, { mergedTransactions, type TransactionDetails, type TransactionState } from './slice'

const pending: TransactionDetails = {
  hash: HASH,
  from: FROM,
  chainId: 1,
  nonce: 3,
  data: '0x1234',
  summary: 'Swap 1 FRA for 2 BUSD',
  addedTime: 1_000,
  lastCheckedBlockNumber: 10,
}
const mined: TransactionDetails = {
  ...pending,
  data: undefined,
  receipt: receiptOf(11),
  confirmedTime: 2_000,
  lastCheckedBlockNumber: 11,
}
delete mined.data
const dropped: TransactionDetails = { ...pending, dropped: { reason: 'dropped', detectedTime: 1_500 } }

describe('mergeRecord', () => {
  it('moves a pending record to mined, as its own receipt would, keeping what the sending knew', () => {
    const merged = mergeRecord(pending, mined)
    expect(merged.receipt).toEqual(mined.receipt)
    expect(merged.confirmedTime).toBe(2_000)
    expect(merged).not.toHaveProperty('data')
    expect(merged.summary).toBe(pending.summary)
    // The last block this tab checked is its own bookkeeping.
    expect(merged.lastCheckedBlockNumber).toBe(10)
  })

  it('never moves a record back: a mined one stays mined, a dropped one stays dropped (the same object)', () => {
    expect(mergeRecord(mined, pending)).toBe(mined)
    expect(mergeRecord(mined, dropped)).toBe(mined)
    expect(mergeRecord(dropped, pending)).toBe(dropped)
    expect(mergeRecord(pending, pending)).toBe(pending)
  })

  it('marks a pending record dropped, and a dropped one mined (a receipt is the final word)', () => {
    expect(mergeRecord(pending, dropped).dropped).toEqual(dropped.dropped)
    const merged = mergeRecord(dropped, mined)
    expect(merged.receipt).toEqual(mined.receipt)
    expect(merged).not.toHaveProperty('dropped')
  })

  it('lets the later of two receipts win (mined again in another block after a reorg)', () => {
    const again = { ...mined, receipt: receiptOf(13, `0x${'ff'.repeat(32)}`), confirmedTime: 3_000 }
    expect(mergeRecord(mined, again).receipt).toEqual(again.receipt)
    expect(mergeRecord(again, mined)).toBe(again)
  })
})

describe('recordsToMerge', () => {
  const state = (records: Record<string, TransactionDetails>, chainId = 1): TransactionState => ({ [chainId]: records })

  it('gives the records this tab lacks and those it holds moved forward; removes none', () => {
    const ours = state({ [HASH]: pending })
    const theirs = { ...state({ [HASH]: mined, [OTHER]: { ...pending, hash: OTHER } }), ...state({}, 5) }
    const changes = recordsToMerge(ours, theirs)
    expect(Object.keys(changes)).toEqual(['1'])
    expect(Object.keys(changes[1]).sort()).toEqual([HASH, OTHER].sort())
    expect(changes[1][HASH].receipt).toEqual(mined.receipt)
    const next = reducer(ours, mergedTransactions(changes))
    expect(next[1][HASH].receipt).toEqual(mined.receipt)
    // A copy that lacks a record of this tab's changes nothing.
    expect(recordsToMerge(next, state({}))).toEqual({})
  })

  it('is empty when the other copy knows nothing newer', () => {
    expect(recordsToMerge(state({ [HASH]: mined }), state({ [HASH]: pending }))).toEqual({})
    expect(recordsToMerge(state({ [HASH]: pending }), state({ [HASH]: pending }))).toEqual({})
  })
})
