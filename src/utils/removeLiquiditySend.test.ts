import { BigNumber } from '@ethersproject/bignumber'
import type { Contract } from '@ethersproject/contracts'
import { describe, expect, it, vi } from 'vitest'

import { RemoveLiquidityError, RemoveLiquidityErrorCode, translateRemoveError } from './removeLiquidityErrors'
import { firstEstimatedCall, sendRemoveLiquidity } from './removeLiquiditySend'

const CALLS = [
  { methodName: 'removeLiquidityETH', args: ['0x1', '1'] },
  { methodName: 'removeLiquidityETHSupportingFeeOnTransferTokens', args: ['0x1', '1'] },
]

function router(estimates: Record<string, number | Error>, send = vi.fn().mockResolvedValue({ hash: '0xabc' })) {
  const estimateGas: Record<string, (...args: unknown[]) => Promise<BigNumber>> = {}
  for (const [name, estimate] of Object.entries(estimates)) {
    estimateGas[name] = vi.fn(() =>
      estimate instanceof Error ? Promise.reject(estimate) : Promise.resolve(BigNumber.from(estimate)),
    )
  }
  return {
    estimateGas,
    removeLiquidityETH: send,
    removeLiquidityETHSupportingFeeOnTransferTokens: send,
  } as unknown as Contract & { estimateGas: typeof estimateGas }
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
    const send = vi.fn().mockResolvedValue({ hash: '0xabc' })
    const contract = router({ removeLiquidityETH: 100_000 }, send)
    const { response } = await sendRemoveLiquidity(contract, CALLS)
    expect(response.hash).toBe('0xabc')
    expect(send).toHaveBeenCalledWith('0x1', '1', { gasLimit: BigNumber.from(110_000) })
  })

  it('turns a wallet rejection into REJECTED and other failures into FAILED', async () => {
    const rejected = router({ removeLiquidityETH: 1 }, vi.fn().mockRejectedValue({ code: 4001, message: 'no' }))
    await expect(sendRemoveLiquidity(rejected, CALLS)).rejects.toMatchObject({
      code: RemoveLiquidityErrorCode.REJECTED,
    })
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failed = router({ removeLiquidityETH: 1 }, vi.fn().mockRejectedValue(new Error('boom')))
    await expect(sendRemoveLiquidity(failed, CALLS)).rejects.toMatchObject({
      code: RemoveLiquidityErrorCode.FAILED,
      detail: 'boom',
    })
    spy.mockRestore()
  })
})

describe('translateRemoveError', () => {
  const t = (key: string, options?: Record<string, unknown>) => `${key}${options?.message ? `:${options.message}` : ''}`
  it('maps codes, rejections and anything else', () => {
    expect(translateRemoveError(t, new RemoveLiquidityError(RemoveLiquidityErrorCode.WOULD_FAIL))).toBe(
      'removeLiquidity.errors.wouldFail',
    )
    expect(translateRemoveError(t, { code: 4001 })).toBe('removeLiquidity.errors.rejected')
    expect(translateRemoveError(t, new Error('x'))).toBe('removeLiquidity.errors.failed:x')
  })
})
