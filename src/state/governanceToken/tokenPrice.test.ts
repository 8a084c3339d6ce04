import { describe, expect, it } from 'vitest'

import { reservesFor, token0Of, venomUsdPrice } from './tokenPrice'

const VENOM = '0xA51c1fc2f0D1a1b8494Ed1FE312d7C3a78Ed91C0'
const WFRA = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const BUSD = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'
const E18 = 10n ** 18n
const tokens = {
  venom: { address: VENOM, decimals: 18 },
  native: { address: WFRA, decimals: 18 },
  stable: { address: BUSD, decimals: 18 },
}

describe('token order', () => {
  it('puts the lower address first and reads reserves by side', () => {
    expect(token0Of(VENOM, WFRA)).toBe(WFRA)
    expect(token0Of(WFRA, VENOM)).toBe(WFRA)
    expect(reservesFor({ token0: WFRA, reserve0: 1n, reserve1: 2n }, VENOM)).toEqual({ mine: 2n, other: 1n })
    expect(reservesFor({ token0: WFRA, reserve0: 1n, reserve1: 2n }, WFRA.toLowerCase())).toEqual({
      mine: 1n,
      other: 2n,
    })
  })
})

describe('venomUsdPrice', () => {
  // 1 VENOM = 2 WFRA; 1 WFRA = 0.25 BUSD.
  const venomNativePair = { token0: WFRA, reserve0: 2000n * E18, reserve1: 1000n * E18 }
  const nativeStablePair = { token0: WFRA, reserve0: 4000n * E18, reserve1: 1000n * E18 }

  it('uses the price endpoint when it answered', () => {
    const price = venomUsdPrice({
      ...tokens,
      venomNativePair,
      nativeStablePair,
      nativeUsd: { numerator: '1', denominator: '10' },
    })
    expect(price).toEqual({ numerator: '1', denominator: '5' })
  })

  it('falls back to the stable pair', () => {
    expect(venomUsdPrice({ ...tokens, venomNativePair, nativeStablePair })).toEqual({
      numerator: '1',
      denominator: '2',
    })
  })

  it('has no price without the VENOM pair or any native price', () => {
    expect(venomUsdPrice({ ...tokens, nativeStablePair })).toBeUndefined()
    expect(venomUsdPrice({ ...tokens, venomNativePair })).toBeUndefined()
  })
})
