import { describe, expect, it } from 'vitest'

import { reservesLookup, token0Of } from './reserves'

const VENOM = '0xA51c1fc2f0D1a1b8494Ed1FE312d7C3a78Ed91C0'
const WFRA = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const BUSD = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'

describe('token order', () => {
  it('puts the lower address first and reads reserves by side', () => {
    expect(token0Of(VENOM, WFRA)).toBe(WFRA)
    expect(token0Of(WFRA, VENOM)).toBe(WFRA)
    const lookup = reservesLookup([{ token0: WFRA, token1: VENOM, reserve0: 1n, reserve1: 2n }])
    expect(lookup(VENOM, WFRA)).toEqual({ a: 2n, b: 1n })
    expect(lookup(WFRA.toLowerCase(), VENOM)).toEqual({ a: 1n, b: 2n })
    expect(lookup(VENOM, BUSD)).toBeUndefined()
  })
})
