// @vitest-environment jsdom
import { BigNumber } from '@ethersproject/bignumber'
import { renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { NO_SIGNER, useSendTransaction } from './useSendTransaction'

const wallet = vi.hoisted(() => ({
  signer: null as null | { estimateGas: () => Promise<unknown>; sendTransaction: (tx: unknown) => Promise<unknown> },
  addTransaction: (..._args: unknown[]) => undefined,
}))
vi.mock('@/hooks/contracts/useContract', () => ({ useContractSigner: () => wallet.signer }))
vi.mock('@/state/transactions/hooks', () => ({ useTransactionAdder: () => wallet.addTransaction }))

const CALL = { to: '0x00000000000000000000000000000000000000aa', data: '0x12' }

describe('useSendTransaction', () => {
  beforeEach(() => {
    wallet.addTransaction = vi.fn()
    wallet.signer = {
      estimateGas: vi.fn(async () => BigNumber.from(100_000)),
      sendTransaction: vi.fn(async () => ({ hash: '0xabc', nonce: 1 })),
    }
  })

  it('sends through the connected signer and records the response with its summary', async () => {
    const { result } = renderHook(() => useSendTransaction())
    const response = await result.current(Promise.resolve(CALL), { summary: 'Vote for proposal 1' })
    expect(response.hash).toBe('0xabc')
    expect(wallet.signer?.sendTransaction).toHaveBeenCalledWith({ ...CALL, gasLimit: BigNumber.from(110_000) })
    expect(wallet.addTransaction).toHaveBeenCalledWith(response, { summary: 'Vote for proposal 1' })
  })

  it('rejects without a wallet on the chain, recording nothing', async () => {
    wallet.signer = null
    const { result } = renderHook(() => useSendTransaction())
    await expect(result.current(CALL, { summary: 'x' })).rejects.toThrow(NO_SIGNER)
    expect(wallet.addTransaction).not.toHaveBeenCalled()
  })
})
