import { BigNumber } from '@ethersproject/bignumber'
import type { Contract } from '@ethersproject/contracts'
import { describe, expect, it, vi } from 'vitest'

import { sendWithMargin } from './sendWithMargin'

describe('sendWithMargin', () => {
  it('estimates, sends with the estimate padded by 10%, records the response and returns its hash', async () => {
    const response = { hash: '0xabc' }
    const estimate = vi.fn().mockResolvedValue(BigNumber.from(100_000))
    const deposit = vi.fn().mockResolvedValue(response)
    const contract = { estimateGas: { deposit: estimate }, deposit } as unknown as Contract
    const record = vi.fn()

    await expect(sendWithMargin(contract, 'deposit', [0, '5', '0x0'], record)).resolves.toBe('0xabc')
    expect(estimate).toHaveBeenCalledWith(0, '5', '0x0')
    expect(deposit).toHaveBeenCalledWith(0, '5', '0x0', { gasLimit: BigNumber.from(110_000) })
    expect(record).toHaveBeenCalledWith(response)
  })

  it('sends nothing when the estimate fails (the wallet error reaches the dialog)', async () => {
    const failure = Object.assign(new Error('reverted'), { code: -32603 })
    const withdraw = vi.fn()
    const contract = {
      estimateGas: { withdraw: vi.fn().mockRejectedValue(failure) },
      withdraw,
    } as unknown as Contract
    await expect(sendWithMargin(contract, 'withdraw', [], vi.fn())).rejects.toBe(failure)
    expect(withdraw).not.toHaveBeenCalled()
  })
})
