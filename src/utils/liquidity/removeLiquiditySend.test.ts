import type { Signer } from '@ethersproject/abstract-signer'
import { BigNumber } from '@ethersproject/bignumber'
import type { Contract } from '@ethersproject/contracts'
import { describe, expect, it, vi } from 'vitest'

import { sendWith } from '@/utils/transactions/send'

import { RemoveLiquidityError, translateRemoveError } from './removeLiquidityErrors'
import { firstEstimatedCall, sendRemoveLiquidity } from './removeLiquiditySend'

const CALLS = [
  { methodName: 'removeLiquidityETH', args: ['0x1', '1'] },
  { methodName: 'removeLiquidityETHSupportingFeeOnTransferTokens', args: ['0x1', '1'] },
]

/** A router whose calls estimate as told (populating one names its method in `data`). */
function router(estimates: Record<string, number | Error>) {
  const estimateGas: Record<string, (...args: unknown[]) => Promise<BigNumber>> = {}
  for (const [name, estimate] of Object.entries(estimates)) {
    estimateGas[name] = vi.fn(() =>
      estimate instanceof Error ? Promise.reject(estimate) : Promise.resolve(BigNumber.from(estimate)),
    )
  }
  const populateTransaction = new Proxy(
    {},
    {
      get:
        (_, method: string) =>
        async (...args: unknown[]) => ({ data: method, args }),
    },
  )
  return { estimateGas, populateTransaction } as unknown as Contract & { estimateGas: typeof estimateGas }
}

/** The one send through a signer whose sendTransaction is `sendTransaction`. */
function sendThrough(sendTransaction = vi.fn().mockResolvedValue({ hash: '0xabc' })) {
  return { send: sendWith({ estimateGas: vi.fn(), sendTransaction } as unknown as Signer), sendTransaction }
}

describe('firstEstimatedCall', () => {
  it('stops at the first call that estimates', async () => {
    const contract = router({ removeLiquidityETH: 100_000, removeLiquidityETHSupportingFeeOnTransferTokens: 90_000 })
    const { call, gasEstimate } = await firstEstimatedCall(contract, CALLS)
    expect(call.methodName).toBe('removeLiquidityETH')
    expect(gasEstimate.toNumber()).toBe(100_000)
    expect(contract.estimateGas.removeLiquidityETHSupportingFeeOnTransferTokens).not.toHaveBeenCalled()
  })

  it('falls through to the next variant', async () => {
    const contract = router({
      removeLiquidityETH: new Error('TransferHelper: TRANSFER_FAILED'),
      removeLiquidityETHSupportingFeeOnTransferTokens: 90_000,
    })
    expect((await firstEstimatedCall(contract, CALLS)).call.methodName).toBe(
      'removeLiquidityETHSupportingFeeOnTransferTokens',
    )
  })

  it("says 'This transaction would fail. Please contact support.' when none estimates", async () => {
    const contract = router({
      removeLiquidityETH: new Error('a'),
      removeLiquidityETHSupportingFeeOnTransferTokens: new Error('b'),
    })
    await expect(firstEstimatedCall(contract, CALLS)).rejects.toThrow(
      'This transaction would fail. Please contact support.',
    )
  })
})

describe('sendRemoveLiquidity', () => {
  it('sends with the estimate plus 10%', async () => {
    const { send, sendTransaction } = sendThrough()
    const contract = router({ removeLiquidityETH: 100_000 })
    const { response } = await sendRemoveLiquidity(contract, CALLS, send)
    expect(response.hash).toBe('0xabc')
    expect(sendTransaction).toHaveBeenCalledWith({
      data: 'removeLiquidityETH',
      args: ['0x1', '1', {}],
      gasLimit: BigNumber.from(110_000),
    })
  })

  it('turns a wallet rejection into REJECTED and other failures into FAILED', async () => {
    const contract = router({ removeLiquidityETH: 1 })
    const rejected = sendThrough(vi.fn().mockRejectedValue({ code: 4001, message: 'no' })).send
    await expect(sendRemoveLiquidity(contract, CALLS, rejected)).rejects.toMatchObject({
      code: 'rejected',
    })
    // ethers' wrapping of the wallet's refusal is a refusal too.
    const wrapped = sendThrough(vi.fn().mockRejectedValue({ code: 'ACTION_REJECTED', error: { code: 4001 } })).send
    await expect(sendRemoveLiquidity(contract, CALLS, wrapped)).rejects.toMatchObject({
      code: 'rejected',
    })
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failed = sendThrough(vi.fn().mockRejectedValue(new Error('boom'))).send
    await expect(sendRemoveLiquidity(contract, CALLS, failed)).rejects.toMatchObject({
      code: 'failed',
      detail: 'boom',
    })
    spy.mockRestore()
  })
})

describe('translateRemoveError', () => {
  const t = (key: string, options?: Record<string, unknown>) => `${key}${options?.message ? `:${options.message}` : ''}`
  it('maps codes, rejections and anything else', () => {
    expect(translateRemoveError(t, new RemoveLiquidityError('wouldFail'))).toBe('removeLiquidity.errors.wouldFail')
    expect(translateRemoveError(t, { code: 4001 })).toBe('removeLiquidity.errors.rejected')
    expect(translateRemoveError(t, { code: -32603, data: { originalError: { code: 4001 } } })).toBe(
      'removeLiquidity.errors.rejected',
    )
    expect(translateRemoveError(t, new Error('x'))).toBe('removeLiquidity.errors.failed:x')
  })
})
