import { describe, expect, it, vi } from 'vitest'

import { Token } from '@/sdk'

import { addTokenToWallet, watchAssetParams } from './addTokenToWallet'

const busd = new Token(31337 as never, '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6', 18, 'BUSD', 'Binance USD')

describe('watchAssetParams', () => {
  it('is an ERC20 with address, symbol, decimals and the image when there is one', () => {
    expect(watchAssetParams(busd, 'https://example.com/busd.png')).toEqual({
      type: 'ERC20',
      options: { address: busd.address, symbol: 'BUSD', decimals: 18, image: 'https://example.com/busd.png' },
    })
    expect(watchAssetParams(busd).options).not.toHaveProperty('image')
  })
})

describe('addTokenToWallet', () => {
  it('sends wallet_watchAsset and reports the wallet’s answer', async () => {
    const request = vi.fn().mockResolvedValue(true)
    expect(await addTokenToWallet({ request }, busd)).toBe(true)
    expect(request).toHaveBeenCalledWith({ method: 'wallet_watchAsset', params: watchAssetParams(busd) })
    expect(await addTokenToWallet({ request: vi.fn().mockResolvedValue(false) }, busd)).toBe(false)
  })

  it('is false when the wallet refuses or cannot be asked', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const request = vi.fn().mockRejectedValue(Object.assign(new Error('denied'), { code: 4001 }))
    expect(await addTokenToWallet({ request }, busd)).toBe(false)
    expect(await addTokenToWallet({}, busd)).toBe(false)
    expect(await addTokenToWallet(undefined, busd)).toBe(false)
  })
})
