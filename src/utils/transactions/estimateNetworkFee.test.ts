import { describe, expect, it, vi } from 'vitest'

import { estimateNetworkFee } from './estimateNetworkFee'
import type { RpcTransaction } from './rpcTransaction'

const ACCOUNT = '0x00000000000000000000000000000000000000aa'
const call = (data: string, value = '0x0'): RpcTransaction => ({ from: ACCOUNT, to: '0x01', data, value })

/** A node whose estimate per call `data` is given (an Error: the estimate fails). */
function node(gas: Record<string, number | Error>, gasPrice: number | Error | string = 5) {
  return vi.fn(async (method: string, params: unknown[]) => {
    if (method === 'eth_gasPrice') {
      if (gasPrice instanceof Error) throw gasPrice
      return typeof gasPrice === 'string' ? gasPrice : `0x${gasPrice.toString(16)}`
    }
    const found = gas[(params[0] as RpcTransaction).data]
    if (found instanceof Error) throw found
    return `0x${found.toString(16)}`
  })
}

describe('estimateNetworkFee', () => {
  it('multiplies the estimate by the gas price, estimating the account’s own call', async () => {
    const request = node({ '0x01': 100_000 })
    await expect(estimateNetworkFee(request, [call('0x01', '0x7')])).resolves.toEqual({
      gas: 100_000n,
      gasPrice: 5n,
      fee: 500_000n,
    })
    expect(request).toHaveBeenCalledWith('eth_estimateGas', [call('0x01', '0x7')])
  })

  it('asks every estimate and the gas price in one tick (one batch)', () => {
    const request = node({ '0x01': 1, '0x02': 2 })
    void estimateNetworkFee(request, [call('0x01'), call('0x02')])
    expect(request.mock.calls.map(([method]) => method)).toEqual(['eth_estimateGas', 'eth_estimateGas', 'eth_gasPrice'])
  })

  it('takes the first candidate that estimates, like the send path', async () => {
    const request = node({ '0x01': new Error('revert'), '0x02': 200, '0x03': 300 })
    await expect(estimateNetworkFee(request, [call('0x01'), call('0x02'), call('0x03')])).resolves.toMatchObject({
      gas: 200n,
      fee: 1000n,
    })
  })

  it('rejects when no candidate estimates, there is none, or the gas price fails or is no quantity', async () => {
    await expect(estimateNetworkFee(node({ '0x01': new Error('x') }), [call('0x01')])).rejects.toThrow(
      'No candidate call estimates',
    )
    await expect(estimateNetworkFee(node({}), [])).rejects.toThrow('No call to estimate')
    await expect(estimateNetworkFee(node({ '0x01': 1 }, new Error('down')), [call('0x01')])).rejects.toThrow('down')
    await expect(estimateNetworkFee(node({ '0x01': 1 }, '-0x5'), [call('0x01')])).rejects.toThrow('Not a quantity')
  })
})
