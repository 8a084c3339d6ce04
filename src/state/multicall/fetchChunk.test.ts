import { BigNumber } from '@ethersproject/bignumber'
import { describe, expect, it, vi } from 'vitest'

import { fetchChunk, type MulticallContract, splitResults } from './fetchChunk'
import { RetryableError } from './retry'

const call = (i: number) => ({ address: `0x${String(i).padStart(40, '0')}`, callData: '0x01' })

function fakeMulticall(block: number, fail?: (size: number) => Error | undefined) {
  const multicall = vi.fn(async (calls: { target: string; gasLimit: number; callData: string }[]) => {
    const error = fail?.(calls.length)
    if (error) throw error
    return [
      BigNumber.from(block),
      calls.map((c) => ({ success: true, returnData: `0x${c.target.slice(-2)}` })),
    ] as const
  })
  return { contract: { callStatic: { multicall } } satisfies MulticallContract, multicall }
}

describe('fetchChunk', () => {
  it('returns the block number and every result in order, with the default gas per call', async () => {
    const { contract, multicall } = fakeMulticall(12)
    const result = await fetchChunk(contract, [call(1), { ...call(2), gasRequired: 300_000 }], 12)
    expect(result).toEqual({
      blockNumber: 12,
      results: [
        { success: true, returnData: '0x01' },
        { success: true, returnData: '0x02' },
      ],
    })
    expect(multicall.mock.calls[0][0].map((c) => c.gasLimit)).toEqual([1_000_000, 300_000])
  })

  it('throws a RetryableError when the node answers from an older block', async () => {
    const { contract } = fakeMulticall(11)
    await expect(fetchChunk(contract, [call(1)], 12)).rejects.toBeInstanceOf(RetryableError)
  })

  it('splits a chunk that runs out of gas as a whole', async () => {
    const { contract, multicall } = fakeMulticall(5, (size) => (size > 2 ? new Error('out of gas') : undefined))
    const result = await fetchChunk(contract, [call(1), call(2), call(3), call(4)], 5)
    expect(result.results.map((r) => r.returnData)).toEqual(['0x01', '0x02', '0x03', '0x04'])
    expect(multicall).toHaveBeenCalledTimes(3)
  })

  it('passes other failures on', async () => {
    const failure = new Error('Failed to send batch call')
    const { contract } = fakeMulticall(5, () => failure)
    await expect(fetchChunk(contract, [call(1), call(2)], 5)).rejects.toBe(failure)
  })
})

describe('splitResults', () => {
  it('keeps successful data by call key and lists the calls that failed', () => {
    const chunk = [call(1), call(2), call(3)]
    const { results, erroredCalls } = splitResults(chunk, [
      { success: true, returnData: '0xaa' },
      { success: false, returnData: '0x' },
      { success: true, returnData: '0xbb' },
    ])
    expect(results).toEqual({ [`${call(1).address}-0x01`]: '0xaa', [`${call(3).address}-0x01`]: '0xbb' })
    expect(erroredCalls).toEqual([call(2)])
  })
})
