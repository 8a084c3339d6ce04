import { describe, expect, it } from 'vitest'

import { parseCallKey, toCallKey } from './callKeys'

const address = '0x6b175474e89094c44da98b954eedeac495271d0F'

describe('call keys', () => {
  it('round-trips a call with and without gasRequired', () => {
    expect(toCallKey({ address, callData: '0xabcd' })).toBe(`${address}-0xabcd`)
    expect(parseCallKey(`${address}-0xabcd`)).toEqual({ address, callData: '0xabcd' })
    expect(parseCallKey(toCallKey({ address, callData: '0x', gasRequired: 300_000 }))).toEqual({
      address,
      callData: '0x',
      gasRequired: 300_000,
    })
  })

  it("rejects a bad address with 'Invalid address: {address}'", () => {
    expect(() => toCallKey({ address: '0xabc', callData: '0x' })).toThrow('Invalid address: 0xabc')
  })

  it("rejects data that is not lowercase hex with 'Invalid hex: {data}'", () => {
    expect(() => toCallKey({ address, callData: '0xABCD' })).toThrow('Invalid hex: 0xABCD')
    expect(() => toCallKey({ address, callData: 'abcd' })).toThrow('Invalid hex: abcd')
  })

  it("rejects malformed keys with 'Invalid call key'", () => {
    for (const key of ['', address, `${address}-0x-1-2`, `0x12-0xab`, `${address}-0xAB`, `${address}-0x-abc`])
      expect(() => parseCallKey(key)).toThrow('Invalid call key')
  })
})
