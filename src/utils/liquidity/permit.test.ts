import { describe, expect, it } from 'vitest'

import { permitSignature, permitSignRequest, permitTypedData } from './permit'

const REQUEST = {
  name: 'Uniswap V2',
  chainId: 1,
  verifyingContract: '0x0000000000000000000000000000000000000aaa',
  owner: '0x0000000000000000000000000000000000000001',
  spender: '0x0000000000000000000000000000000000000002',
  value: '1000',
  nonce: '3',
  deadline: 1_700_000_000,
}

describe('permitTypedData', () => {
  it('has the spec domain (name, version 1, chainId, verifyingContract) and the Permit fields', () => {
    const data = permitTypedData(REQUEST)
    expect(data.domain).toEqual({
      name: 'Uniswap V2',
      version: '1',
      chainId: 1,
      verifyingContract: REQUEST.verifyingContract,
    })
    expect(data.primaryType).toBe('Permit')
    expect(data.types.Permit.map((field) => field.name)).toEqual(['owner', 'spender', 'value', 'nonce', 'deadline'])
    expect(data.types.EIP712Domain.map((field) => field.name)).toEqual([
      'name',
      'version',
      'chainId',
      'verifyingContract',
    ])
    expect(data.message).toEqual({
      owner: REQUEST.owner,
      spender: REQUEST.spender,
      value: '1000',
      nonce: '3',
      deadline: 1_700_000_000,
    })
  })

  it('is asked for with eth_signTypedData_v4 by the owner', () => {
    const { method, params } = permitSignRequest(REQUEST)
    expect(method).toBe('eth_signTypedData_v4')
    expect(params[0]).toBe(REQUEST.owner)
    expect(JSON.parse(params[1])).toEqual(permitTypedData(REQUEST))
  })
})

describe('permitSignature', () => {
  it('splits r, s and v', () => {
    const r = `0x${'11'.repeat(32)}`
    const s = `0x${'22'.repeat(32)}`
    const signature = permitSignature(`${r}${s.slice(2)}1c`, 42)
    expect(signature).toEqual({ v: 28, r, s, deadline: 42 })
  })
})
