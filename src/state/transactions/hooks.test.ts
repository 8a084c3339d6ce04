import { describe, expect, it, vi } from 'vitest'

import { NO_TRANSACTION_HASH, recordTransaction } from './hooks'
import { addTransaction } from './slice'

const FROM = `0x${'11'.repeat(20)}`
const ACCOUNT = `0x${'22'.repeat(20)}`
const HASH = `0x${'ab'.repeat(32)}`

describe('recordTransaction', () => {
  it('throws without a hash', () => {
    const dispatch = vi.fn()
    expect(() => recordTransaction(dispatch, 1, ACCOUNT, { hash: '', nonce: 0 })).toThrow(NO_TRANSACTION_HASH)
    expect(NO_TRANSACTION_HASH).toBe('No transaction hash found.')
    expect(dispatch).not.toHaveBeenCalled()
  })

  it('records the sender, its nonce and the extras', () => {
    const dispatch = vi.fn()
    const approval = { tokenAddress: FROM, spender: ACCOUNT }
    recordTransaction(dispatch, 31337, ACCOUNT, { hash: HASH, nonce: 4, from: FROM }, { summary: 'Approve', approval })
    const action = dispatch.mock.calls[0][0] as ReturnType<typeof addTransaction>
    expect(action.type).toBe(addTransaction.type)
    expect(action.payload).toMatchObject({
      chainId: 31337,
      hash: HASH,
      from: FROM,
      nonce: 4,
      summary: 'Approve',
      approval,
    })
  })

  it('falls back to the account when the response has no sender', () => {
    const dispatch = vi.fn()
    recordTransaction(dispatch, 1, ACCOUNT, { hash: HASH, nonce: Number.NaN })
    const action = dispatch.mock.calls[0][0] as ReturnType<typeof addTransaction>
    expect(action.payload.from).toBe(ACCOUNT)
    expect(action.payload.nonce).toBeUndefined()
  })
})
