import { Interface } from '@ethersproject/abi'
import { describe, expect, it } from 'vitest'

import ERC20_ABI from '@/abis/ERC20.json'

import { interfaceOf } from './useContract'

describe('interfaceOf', () => {
  it('parses an ABI once and gives the same Interface for it after', () => {
    const first = interfaceOf(ERC20_ABI)
    expect(first).toBeInstanceOf(Interface)
    expect(interfaceOf(ERC20_ABI)).toBe(first)
    expect(first.getSighash('balanceOf')).toBe('0x70a08231')
  })

  it('keeps an Interface as it is and parses an ABI of one string afresh', () => {
    const given = new Interface(['function name() view returns (string)'])
    expect(interfaceOf(given)).toBe(given)
    const text = JSON.stringify(ERC20_ABI)
    expect(interfaceOf(text).getSighash('totalSupply')).toBe('0x18160ddd')
  })

  it('gives another ABI its own Interface', () => {
    const other = [
      { type: 'function', name: 'decimals', inputs: [], outputs: [{ type: 'uint8' }], stateMutability: 'view' },
    ]
    expect(interfaceOf(other)).not.toBe(interfaceOf(ERC20_ABI))
    expect(interfaceOf(other).getSighash('decimals')).toBe('0x313ce567')
  })
})
