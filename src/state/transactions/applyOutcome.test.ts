import { describe, expect, it, vi } from 'vitest'

import { applyOutcome, applyRecheck } from './applyOutcome'
import type { CheckOutcome } from './checkTransaction'
import type { DroppedReason } from './slice'

const HASH = `0x${'ab'.repeat(32)}`
const SPEED_UP = `0x${'5e'.repeat(32)}`
const receipt = (status: number, transactionHash = HASH) => ({
  blockHash: `0x${'ee'.repeat(32)}`,
  blockNumber: 12,
  contractAddress: '',
  from: '0x',
  to: '0x',
  transactionHash,
  transactionIndex: 0,
  status,
})

function run(outcome: CheckOutcome, dropped?: DroppedReason) {
  const dispatch = vi.fn()
  const tx = { hash: HASH, summary: 'Swap', dropped: dropped && { reason: dropped, detectedTime: 1 } }
  applyOutcome(dispatch, 7, tx, outcome, 40)
  return dispatch.mock.calls.map(([action]) => action as { type: string; payload: Record<string, unknown> })
}

const popup = (success: boolean) => ({
  type: 'application/addPopup',
  payload: expect.objectContaining({ key: HASH, content: { txn: { hash: HASH, success, summary: 'Swap' } } }) as never,
})

describe('applyOutcome', () => {
  it('finalizes a mined transaction, asks for a poll of the chain now and announces it', () => {
    expect(run({ kind: 'mined', receipt: receipt(0) })).toEqual([
      {
        type: 'transactions/finalizeTransaction',
        payload: expect.objectContaining({ chainId: 7, hash: HASH, receipt: receipt(0) }),
      },
      { type: 'application/pollRequested', payload: { chainId: 7 } },
      popup(false),
    ])
  })

  it.each([1, 0])('finalizes a speed-up (status %i) under the original hash with the speed-up hash', (status) => {
    const actions = run({ kind: 'speedUp', hash: SPEED_UP, receipt: receipt(status, SPEED_UP) })
    expect(actions[0].payload).toMatchObject({ hash: HASH, speedUpHash: SPEED_UP, receipt: { status } })
    expect(actions[1]).toEqual({ type: 'application/pollRequested', payload: { chainId: 7 } })
    expect(actions[2]).toEqual(popup(status === 1))
  })

  it('only notes the check of a pending transaction', () => {
    expect(run({ kind: 'pending', isKnown: false })).toEqual([
      { type: 'transactions/checkedTransaction', payload: { chainId: 7, hash: HASH, blockNumber: 40 } },
    ])
  })

  it('marks and announces a dropped transaction once', () => {
    const first = run({ kind: 'dropped' })
    expect(first.map((a) => a.type)).toEqual([
      'transactions/checkedTransaction',
      'transactions/droppedTransaction',
      'application/addPopup',
    ])
    expect(first[1].payload).toMatchObject({ reason: 'dropped' })
    expect(run({ kind: 'dropped' }, 'dropped').map((a) => a.type)).toEqual(['transactions/checkedTransaction'])
  })

  it.each(['replaced', 'cancelled'] as const)('marks a %s transaction with what took its nonce', (kind) => {
    const actions = run({ kind, replacementHash: SPEED_UP }, 'dropped')
    expect(actions[0].payload).toMatchObject({ hash: HASH, reason: kind, replacementHash: SPEED_UP })
    expect(actions[1]).toEqual(popup(false))
  })
})

describe('applyRecheck', () => {
  const rerun = (outcome: Parameters<typeof applyRecheck>[3], speedUpHash?: string) => {
    const dispatch = vi.fn()
    applyRecheck(dispatch, 7, { hash: HASH, summary: 'Swap', speedUpHash }, outcome)
    return dispatch.mock.calls.map(([action]) => action as { type: string; payload: Record<string, unknown> })
  }

  it('changes nothing for a transaction still in its block', () => {
    expect(rerun({ kind: 'kept' })).toEqual([])
  })

  it('takes the receipt of the block the new chain mined it in, keeping the speed-up it was', () => {
    expect(rerun({ kind: 'moved', receipt: receipt(1, SPEED_UP) }, SPEED_UP)).toEqual([
      {
        type: 'transactions/finalizeTransaction',
        payload: expect.objectContaining({
          chainId: 7,
          hash: HASH,
          receipt: receipt(1, SPEED_UP),
          speedUpHash: SPEED_UP,
        }),
      },
    ])
  })

  it('makes an orphaned transaction pending again and says so in its popup', () => {
    expect(rerun({ kind: 'orphaned' })).toEqual([
      { type: 'transactions/orphanedTransaction', payload: { chainId: 7, hash: HASH } },
      {
        type: 'application/addPopup',
        payload: expect.objectContaining({
          key: HASH,
          content: { txn: { hash: HASH, success: false, summary: 'Swap', orphaned: true } },
        }) as never,
      },
    ])
  })
})
