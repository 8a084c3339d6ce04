import type { Signer } from '@ethersproject/abstract-signer'
import { BigNumber } from '@ethersproject/bignumber'
import type { Contract } from '@ethersproject/contracts'
import { describe, expect, it, vi } from 'vitest'

import { CurrencyAmount, Token, TokenAmount } from '@/sdk'
import { calculateGasMargin } from '@/utils/transactions/gas'
import { sendWith } from '@/utils/transactions/send'

import { ApprovalState, approvalState, approveMaxOrExact, MAX_UINT256 } from './useApproveCallback'

const busd = new Token(31337 as never, '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6', 18, 'BUSD')
const router = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const amount = new TokenAmount(busd, '1000')

describe('approvalState', () => {
  it('is UNKNOWN without an amount, a spender or a known allowance', () => {
    expect(approvalState(undefined, router, amount, false)).toBe(ApprovalState.UNKNOWN)
    expect(approvalState(amount, undefined, amount, false)).toBe(ApprovalState.UNKNOWN)
    expect(approvalState(amount, router, undefined, false)).toBe(ApprovalState.UNKNOWN)
  })

  it('always approves the native coin', () => {
    expect(approvalState(CurrencyAmount.ether('5'), router, undefined, false)).toBe(ApprovalState.APPROVED)
  })

  it('compares the allowance with the amount; PENDING when an approval is unconfirmed', () => {
    expect(approvalState(amount, router, new TokenAmount(busd, '1000'), false)).toBe(ApprovalState.APPROVED)
    expect(approvalState(amount, router, new TokenAmount(busd, '999'), false)).toBe(ApprovalState.NOT_APPROVED)
    expect(approvalState(amount, router, new TokenAmount(busd, '999'), true)).toBe(ApprovalState.PENDING)
    expect(approvalState(amount, router, new TokenAmount(busd, '5000'), true)).toBe(ApprovalState.APPROVED)
  })
})

describe('approveMaxOrExact', () => {
  const fakeToken = (maxEstimate: () => Promise<BigNumber>) => {
    const estimateApprove = vi.fn(async (_spender: string, value: BigNumber | string) =>
      BigNumber.from(value).eq(MAX_UINT256) ? maxEstimate() : BigNumber.from(50_000),
    )
    // Populating names the call; the signer behind the one send answers it.
    const populateApprove = async (spender: string, value: BigNumber | string) => ({ data: 'approve', spender, value })
    const approve = vi.fn(async () => ({ hash: '0xapprove', nonce: 3 }))
    const contract = { estimateGas: { approve: estimateApprove }, populateTransaction: { approve: populateApprove } }
    const send = sendWith({ estimateGas: vi.fn(), sendTransaction: approve } as unknown as Signer)
    return { contract: contract as unknown as Contract, approve, send }
  }

  it('approves the maximum when its estimate succeeds, gas padded by 10%', async () => {
    const { contract, approve, send } = fakeToken(async () => BigNumber.from(46_000))
    const { isExact } = await approveMaxOrExact(contract, router, '1000', send)
    expect(isExact).toBe(false)
    expect(approve).toHaveBeenCalledWith({
      data: 'approve',
      spender: router,
      value: MAX_UINT256,
      gasLimit: calculateGasMargin(BigNumber.from(46_000)),
    })
  })

  it('falls back to the exact amount when the maximum cannot be estimated', async () => {
    const { contract, approve, send } = fakeToken(async () => {
      throw new Error('approve max not allowed')
    })
    const { isExact } = await approveMaxOrExact(contract, router, '1000', send)
    expect(isExact).toBe(true)
    expect(approve).toHaveBeenCalledWith({
      data: 'approve',
      spender: router,
      value: '1000',
      gasLimit: BigNumber.from(55_000),
    })
  })

  it('approves the exact amount without trying the maximum when exact approvals are asked for', async () => {
    const maxEstimate = vi.fn(async () => BigNumber.from(46_000))
    const { contract, approve, send } = fakeToken(maxEstimate)
    const { isExact } = await approveMaxOrExact(contract, router, '1000', send, true)
    expect(isExact).toBe(true)
    expect(maxEstimate).not.toHaveBeenCalled()
    expect(approve).toHaveBeenCalledTimes(1)
    expect(approve).toHaveBeenCalledWith({
      data: 'approve',
      spender: router,
      value: '1000',
      gasLimit: BigNumber.from(55_000),
    })
  })
})
