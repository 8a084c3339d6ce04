import { BigNumber } from '@ethersproject/bignumber'
import { describe, expect, it, vi } from 'vitest'

import { NO_TRANSACTION_HASH, recordTransaction } from './hooks'
import { addTransaction } from './slice'

const FROM = `0x${'11'.repeat(20)}`
const ACCOUNT = `0x${'22'.repeat(20)}`
const HASH = `0x${'ab'.repeat(32)}`

describe('recordTransaction', () => {
  it('throws without a hash', () => {
    const dispatch = vi.fn()
    expect(() => recordTransaction(dispatch, { chainId: 1, account: ACCOUNT }, { hash: '', nonce: 0 })).toThrow(
      NO_TRANSACTION_HASH,
    )
    expect(NO_TRANSACTION_HASH).toBe('No transaction hash found.')
    expect(dispatch).not.toHaveBeenCalled()
  })

  it('records the sender, its nonce, the call, the block it was sent at and the extras', () => {
    const dispatch = vi.fn()
    const approval = { tokenAddress: FROM, spender: ACCOUNT }
    recordTransaction(
      dispatch,
      { chainId: 31337, account: ACCOUNT, blockNumber: 88 },
      { hash: HASH, nonce: 4, from: FROM, to: ACCOUNT, data: '0x095ea7b3ff', value: BigNumber.from('0x3e8') },
      { summary: 'Approve', approval },
    )
    const action = dispatch.mock.calls[0][0] as ReturnType<typeof addTransaction>
    expect(action.type).toBe(addTransaction.type)
    expect(action.payload).toMatchObject({
      chainId: 31337,
      hash: HASH,
      from: FROM,
      nonce: 4,
      to: ACCOUNT,
      data: '0x095ea7b3ff',
      value: '1000',
      addedBlock: 88,
      summary: 'Approve',
      approval,
    })
  })

  it('falls back to the account when the response has no sender, and keeps no call it cannot match', () => {
    const dispatch = vi.fn()
    recordTransaction(
      dispatch,
      { chainId: 1, account: ACCOUNT },
      {
        hash: HASH,
        nonce: Number.NaN,
        to: null,
        data: `0x${'00'.repeat(16 * 1024 + 1)}`,
        value: { toString: () => '-1' },
      },
    )
    const action = dispatch.mock.calls[0][0] as ReturnType<typeof addTransaction>
    expect(action.payload.from).toBe(ACCOUNT)
    expect(action.payload.nonce).toBeUndefined()
    expect(action.payload.to).toBeUndefined()
    expect(action.payload.data).toBeUndefined()
    expect(action.payload.value).toBeUndefined()
    expect(action.payload.addedBlock).toBeUndefined()
  })
})
