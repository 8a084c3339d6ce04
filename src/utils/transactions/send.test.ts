import type { TransactionRequest } from '@ethersproject/abstract-provider'
import type { Signer } from '@ethersproject/abstract-signer'
import { BigNumber } from '@ethersproject/bignumber'
import type { BaseContract } from '@ethersproject/contracts'
import { describe, expect, it, vi } from 'vitest'

import { populateCall, sendTransaction, sendWith } from './send'

const CALL: TransactionRequest = { to: '0x00000000000000000000000000000000000000aa', data: '0x1234', value: 5 }

/** A signer that estimates 100 000 gas (or fails as told) and answers every send with hash 0xabc. */
function fakeSigner(estimate: Promise<BigNumber> = Promise.resolve(BigNumber.from(100_000))) {
  const response = { hash: '0xabc', nonce: 7 }
  const signer = {
    estimateGas: vi.fn(() => estimate),
    sendTransaction: vi.fn(async () => response),
  }
  return { signer, response, asSigner: signer as unknown as Signer }
}

describe('sendTransaction', () => {
  it('estimates the populated call, sends it with the estimate padded by 10%, records, then returns', async () => {
    const { signer, response, asSigner } = fakeSigner()
    const onSent = vi.fn()
    await expect(sendTransaction(asSigner, Promise.resolve(CALL), { onSent })).resolves.toBe(response)
    expect(signer.estimateGas).toHaveBeenCalledWith(CALL)
    expect(signer.sendTransaction).toHaveBeenCalledWith({ ...CALL, gasLimit: BigNumber.from(110_000) })
    expect(onSent).toHaveBeenCalledWith(response)
  })

  it('uses the caller’s estimate when it has one', async () => {
    const { signer, asSigner } = fakeSigner()
    await sendTransaction(asSigner, CALL, { gasEstimate: BigNumber.from(21_001) })
    expect(signer.estimateGas).not.toHaveBeenCalled()
    expect(signer.sendTransaction).toHaveBeenCalledWith({ ...CALL, gasLimit: BigNumber.from(23_101) })
  })

  it('sends and records nothing when the estimate fails (the error reaches the dialog as it was)', async () => {
    const failure = Object.assign(new Error('reverted'), { code: -32603 })
    const { signer, asSigner } = fakeSigner(Promise.reject(failure))
    const onSent = vi.fn()
    await expect(sendTransaction(asSigner, CALL, { onSent })).rejects.toBe(failure)
    expect(signer.sendTransaction).not.toHaveBeenCalled()
    expect(onSent).not.toHaveBeenCalled()
  })

  it('records nothing when the wallet refuses', async () => {
    const { signer, asSigner } = fakeSigner()
    const refusal = { code: 4001, message: 'User denied' }
    signer.sendTransaction.mockRejectedValueOnce(refusal)
    const onSent = vi.fn()
    await expect(sendTransaction(asSigner, CALL, { onSent })).rejects.toBe(refusal)
    expect(onSent).not.toHaveBeenCalled()
  })

  it('fails when the call could not be populated, before asking the wallet', async () => {
    const { signer, asSigner } = fakeSigner()
    await expect(sendTransaction(asSigner, Promise.reject(new Error('invalid address')))).rejects.toThrow(
      'invalid address',
    )
    expect(signer.estimateGas).not.toHaveBeenCalled()
  })
})

describe('sendWith', () => {
  it('sends through the signer with an optional estimate', async () => {
    const { signer, asSigner } = fakeSigner()
    const send = sendWith(asSigner)
    await send(CALL, BigNumber.from(50_000))
    expect(signer.sendTransaction).toHaveBeenCalledWith({ ...CALL, gasLimit: BigNumber.from(55_000) })
  })
})

describe('populateCall', () => {
  it('populates a method chosen at run time, with the native coin only when there is some', async () => {
    const swap = vi.fn(async () => CALL)
    const contract = { populateTransaction: { swap } } as unknown as BaseContract
    await expect(populateCall(contract, 'swap', ['0x1', 2])).resolves.toBe(CALL)
    expect(swap).toHaveBeenLastCalledWith('0x1', 2, {})
    await populateCall(contract, 'swap', ['0x1'], '0x5')
    expect(swap).toHaveBeenLastCalledWith('0x1', { value: '0x5' })
  })
})
