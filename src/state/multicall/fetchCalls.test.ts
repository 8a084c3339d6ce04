import { BigNumber } from '@ethersproject/bignumber'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { fetchCalls } from './fetchCalls'
import type { MulticallContract } from './fetchChunk'
import { multicall } from './slice'

const a = { address: `0x${'a'.repeat(40)}`, callData: '0x01' }
const b = { address: `0x${'b'.repeat(40)}`, callData: '0x02' }
const keyA = `${a.address}-0x01`
const keyB = `${b.address}-0x02`

function harness(answer: () => Promise<unknown>) {
  let state = multicall.reducer(undefined, { type: 'init' })
  const dispatch = vi.fn((action: Parameters<typeof multicall.reducer>[1]) => {
    state = multicall.reducer(state, action)
  })
  const contract = { callStatic: { multicall: vi.fn(answer) } } as unknown as MulticallContract
  return { dispatch, contract, results: () => state.callResults[1] }
}

describe('fetchCalls', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('stores data for successful calls and an error for the reverted one only', async () => {
    const { dispatch, contract, results } = harness(async () => [
      BigNumber.from(7),
      [
        { success: false, returnData: '0x' },
        { success: true, returnData: '0xbeef' },
      ],
    ])
    fetchCalls({ contract, chainId: 1, blockNumber: 7, calls: [a, b], dispatch })
    expect(results()[keyA]).toEqual({ fetchingBlockNumber: 7 })
    await vi.advanceTimersByTimeAsync(0)
    expect(results()[keyA]).toEqual({ data: null, blockNumber: 7 })
    expect(results()[keyB]).toEqual({ data: '0xbeef', blockNumber: 7 })
  })

  it('retries results from an older block 2.5–3.5 s later', async () => {
    let block = 6
    const { dispatch, contract, results } = harness(async () => [
      BigNumber.from(block++),
      [{ success: true, returnData: '0x11' }],
    ])
    fetchCalls({ contract, chainId: 1, blockNumber: 7, calls: [a], dispatch })
    await vi.advanceTimersByTimeAsync(2_499)
    expect(results()[keyA].data).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1_001)
    expect(results()[keyA]).toEqual({ data: '0x11', blockNumber: 7 })
  })

  it('ignores a cancelled fetch and marks other failures as errors for that block', async () => {
    const cancelled = harness(() => new Promise(() => {}))
    const [cancel] = fetchCalls({ ...cancelled, chainId: 1, blockNumber: 7, calls: [a] })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    cancel()
    await vi.advanceTimersByTimeAsync(0)
    expect(cancelled.results()[keyA]).toEqual({ fetchingBlockNumber: 7 })

    const failed = harness(() => Promise.reject(new Error('Failed to send batch call')))
    fetchCalls({ ...failed, chainId: 1, blockNumber: 7, calls: [a] })
    await vi.advanceTimersByTimeAsync(0)
    expect(failed.results()[keyA]).toEqual({ data: null, blockNumber: 7 })
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })

  it('sends more than 500 calls in several chunks of at most 500', async () => {
    const calls = Array.from({ length: 1001 }, (_, i) => ({
      address: `0x${i.toString(16).padStart(40, '0')}`,
      callData: '0x',
    }))
    const { dispatch, contract } = harness(async () => [BigNumber.from(1), []])
    fetchCalls({ contract, chainId: 1, blockNumber: 1, calls, dispatch })
    const sizes = vi.mocked(contract.callStatic.multicall).mock.calls.map(([chunk]) => chunk.length)
    expect(sizes).toEqual([500, 500, 1])
  })
})
