import { describe, expect, it, vi } from 'vitest'

import { NATIVE_USD_PRICE_URL } from '@/config/prices'

import { fetchNativeUsdPrice, parseNativeUsdPrice } from './fetchNativeUsdPrice'

describe('parseNativeUsdPrice', () => {
  it('reads findora.usd and nothing else', () => {
    expect(parseNativeUsdPrice({ findora: { usd: 0.25 } })).toEqual({ numerator: 1n, denominator: 4n })
    for (const raw of [null, 'x', {}, { findora: null }, { findora: { usd: '0.2' } }, { findora: { usd: -1 } }])
      expect(parseNativeUsdPrice(raw)).toBeUndefined()
  })
})

describe('fetchNativeUsdPrice', () => {
  it('asks the endpoint for findora in usd and only logs failures', async () => {
    expect(NATIVE_USD_PRICE_URL).toBe('https://api.coingecko.com/api/v3/simple/price?ids=findora&vs_currencies=usd')
    const ok = vi.fn(async () => ({ ok: true, json: async () => ({ findora: { usd: 0.5 } }) }) as Response)
    expect(await fetchNativeUsdPrice(ok)).toEqual({ numerator: 1n, denominator: 2n })
    expect(ok).toHaveBeenCalledWith(NATIVE_USD_PRICE_URL)

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing = [
      vi.fn(async () => ({ ok: false, status: 429, json: async () => ({}) }) as Response),
      vi.fn(async () => ({ ok: true, json: async () => ({}) }) as Response),
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    ]
    for (const fetcher of failing) expect(await fetchNativeUsdPrice(fetcher)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
  })
})
