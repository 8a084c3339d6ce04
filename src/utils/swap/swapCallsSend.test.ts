import type { Signer } from '@ethersproject/abstract-signer'
import { BigNumber } from '@ethersproject/bignumber'
import type { Contract } from '@ethersproject/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { sendWith } from '@/utils/transactions/send'

import { estimateSwapCall, pickEstimatedCall, selectAndSendSwapCall, type SwapCall } from './swapCallsSend'

type Behaviour = { estimate?: number | Error; call?: Error; send?: Error }

/**
 * A contract whose methods estimate and call as told (populating a call names its method in `data`), and the one
 * send through a signer that sends it, or fails as told, keeping what was sent.
 */
function fakeContract(methods: Record<string, Behaviour>) {
  const sent: { method: string; args: unknown[]; gasLimit: BigNumber }[] = []
  const handler = (kind: keyof Behaviour) =>
    new Proxy(
      {},
      {
        get: (_, method: string) =>
          vi.fn(async () => {
            const outcome = methods[method]?.[kind]
            if (outcome instanceof Error) throw outcome
            if (kind === 'estimate') return BigNumber.from(outcome ?? 100_000)
            return undefined
          }),
      },
    )
  const populateTransaction = new Proxy(
    {},
    {
      get:
        (_, method: string) =>
        async (...args: unknown[]) => ({ data: method, args }),
    },
  )
  const contract = { estimateGas: handler('estimate'), callStatic: handler('call'), populateTransaction }
  const signer = {
    estimateGas: vi.fn(),
    sendTransaction: vi.fn(async ({ data, args, gasLimit }: { data: string; args: unknown[]; gasLimit: BigNumber }) => {
      const failure = methods[data]?.send
      if (failure) throw failure
      sent.push({ method: data, args, gasLimit })
      return { hash: '0xhash', nonce: 1 }
    }),
  }
  return { contract: contract as unknown as Contract, sent, send: sendWith(signer as unknown as Signer), signer }
}

const call = (contract: Contract, methodName: string, value = '0x0'): SwapCall => ({
  contract,
  parameters: { methodName, args: ['0x1'], value },
})

const revert = (reason: string) => Object.assign(new Error('reverted'), { reason })

describe('selectAndSendSwapCall', () => {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
  })

  it('sends the first call that estimates, with the gas limit padded by 10% and the value', async () => {
    const { contract, sent, send, signer } = fakeContract({ a: { estimate: 200_000 }, b: { estimate: 150_000 } })
    const { call: chosen } = await selectAndSendSwapCall([call(contract, 'a', '0x5'), call(contract, 'b')], send)
    expect(chosen.parameters.methodName).toBe('a')
    expect(sent).toHaveLength(1)
    // The candidate's estimate is the one used: not estimated again.
    expect(signer.estimateGas).not.toHaveBeenCalled()
    expect(sent[0].gasLimit.toNumber()).toBe(220_000)
    expect(sent[0].args).toEqual(['0x1', { value: '0x5' }])
  })

  it('skips a plain variant that fails to estimate and sends the fee-on-transfer one, without value when zero', async () => {
    const { contract, sent, send } = fakeContract({
      plain: { estimate: new Error('gas'), call: revert('UniswapV2: K') },
      fot: { estimate: 90_000 },
    })
    await selectAndSendSwapCall([call(contract, 'plain'), call(contract, 'fot')], send)
    expect(sent.map((s) => s.method)).toEqual(['fot'])
    expect(sent[0].args).toEqual(['0x1', {}])
    expect(sent[0].gasLimit).toEqual(BigNumber.from(99_000))
  })

  it('throws the last call’s error when none estimates', async () => {
    const { contract, send } = fakeContract({
      plain: { estimate: new Error('gas'), call: revert('UniswapV2: K') },
      fot: { estimate: new Error('gas'), call: revert('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT') },
    })
    await expect(selectAndSendSwapCall([call(contract, 'plain'), call(contract, 'fot')], send)).rejects.toMatchObject({
      code: 'slippage',
    })
  })

  it('reports an estimate failure whose static call succeeds', async () => {
    const { contract } = fakeContract({ a: { estimate: new Error('gas') } })
    const estimate = await estimateSwapCall(call(contract, 'a'))
    expect('error' in estimate && estimate.error.code).toBe('gasEstimate')
  })

  it('has the "none threw" error when there is nothing to pick', () => {
    expect(() => pickEstimatedCall([])).toThrow(
      'Unexpected error. Please contact support: none of the calls threw an error',
    )
  })

  it('maps a wallet rejection and another send failure', async () => {
    const rejected = fakeContract({ a: { send: Object.assign(new Error('denied'), { code: 4001 }) } })
    await expect(selectAndSendSwapCall([call(rejected.contract, 'a')], rejected.send)).rejects.toThrow(
      'Transaction rejected.',
    )
    const failing = fakeContract({ a: { send: Object.assign(new Error('nonce too low'), { code: -32603 }) } })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(selectAndSendSwapCall([call(failing.contract, 'a')], failing.send)).rejects.toThrow(
      'Swap failed: nonce too low',
    )
    error.mockRestore()
  })
})
