import { BigNumber } from '@ethersproject/bignumber'
import { describe, expect, it, vi } from 'vitest'

import { estimateNetworkFee, type FeeProvider } from './estimateNetworkFee'

const ACCOUNT = '0x00000000000000000000000000000000000000aa'

/** A provider whose estimate per call `data` is given (an Error: the estimate fails). */
function provider(
  gas: Record<string, number | Error>,
  gasPrice: number | Error = 5,
): FeeProvider & {
  estimateGas: ReturnType<typeof vi.fn>
} {
  return {
    estimateGas: vi.fn(async (transaction) => {
      const found = gas[String(transaction.data)]
      if (found instanceof Error) throw found
      return BigNumber.from(found)
    }),
    getGasPrice: async () => {
      if (gasPrice instanceof Error) throw gasPrice
      return BigNumber.from(gasPrice)
    },
  }
}

describe('estimateNetworkFee', () => {
  it('multiplies the estimate by the gas price, estimating from the account', async () => {
    const node = provider({ '0x01': 100_000 })
    await expect(estimateNetworkFee(node, ACCOUNT, [{ to: '0x1', data: '0x01', value: 7 }])).resolves.toEqual({
      gas: 100_000n,
      gasPrice: 5n,
      fee: 500_000n,
    })
    expect(node.estimateGas).toHaveBeenCalledWith({ to: '0x1', data: '0x01', value: 7, from: ACCOUNT })
  })

  it('takes the first candidate that estimates, like the send path', async () => {
    const node = provider({ '0x01': new Error('revert'), '0x02': 200, '0x03': 300 })
    const calls = [{ data: '0x01' }, Promise.resolve({ data: '0x02' }), { data: '0x03' }]
    await expect(estimateNetworkFee(node, ACCOUNT, calls)).resolves.toMatchObject({ gas: 200n, fee: 1000n })
  })

  it('rejects when no candidate estimates, there is none, or the gas price fails', async () => {
    await expect(estimateNetworkFee(provider({ '0x01': new Error('x') }), ACCOUNT, [{ data: '0x01' }])).rejects.toThrow(
      'No candidate call estimates',
    )
    await expect(estimateNetworkFee(provider({}), ACCOUNT, [])).rejects.toThrow('No call to estimate')
    await expect(
      estimateNetworkFee(provider({ '0x01': 1 }, new Error('down')), ACCOUNT, [{ data: '0x01' }]),
    ).rejects.toThrow('down')
  })

  it('rejects when building a call fails', async () => {
    await expect(estimateNetworkFee(provider({}), ACCOUNT, [Promise.reject(new Error('bad args'))])).rejects.toThrow(
      'bad args',
    )
  })
})
