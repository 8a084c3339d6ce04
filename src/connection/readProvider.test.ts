import { Provider } from '@ethersproject/abstract-provider'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { createReadProvider, getReadProvider, ReadProvider } from './readProvider'

const created = vi.hoisted(() => [] as { options: unknown; provider: Record<string, ReturnType<typeof vi.fn>> }[])

vi.mock('./web3Provider', () => ({
  createWeb3Provider: (options: unknown) => {
    const provider = {
      getBlockNumber: vi.fn(() => Promise.resolve(42)),
      getBalance: vi.fn((address: string) => Promise.resolve(`balance of ${address}`)),
      send: vi.fn((method: string, params: unknown[]) => Promise.resolve({ method, params })),
      on: vi.fn(),
    }
    created.push({ options, provider })
    return provider
  },
}))

beforeEach(() => {
  created.length = 0
})

describe('ReadProvider', () => {
  it('creates ethers’ provider with the first read, not before, and once for concurrent reads', async () => {
    const provider = createReadProvider({ chainId: 31337, urls: ['http://node'], pollingIntervalMs: 500 })
    expect(created).toHaveLength(0)
    const [blockNumber, balance] = await Promise.all([provider.getBlockNumber(), provider.getBalance('0xabc')])
    expect(blockNumber).toBe(42)
    expect(balance).toBe('balance of 0xabc')
    expect(created).toHaveLength(1)
    expect(created[0].options).toEqual({ chainId: 31337, urls: ['http://node'], pollingIntervalMs: 500 })
    await provider.getBlockNumber()
    expect(created).toHaveLength(1)
    expect(created[0].provider.getBlockNumber).toHaveBeenCalledTimes(2)
  })

  it('passes raw JSON-RPC requests and event subscriptions on', async () => {
    const provider = createReadProvider({ chainId: 31337, urls: ['http://node'] })
    expect(await provider.send('eth_getLogs', [{ address: '0x1' }])).toEqual({
      method: 'eth_getLogs',
      params: [{ address: '0x1' }],
    })
    const listener = () => {}
    expect(provider.on('block', listener)).toBe(provider)
    await provider.web3Provider()
    expect(created[0].provider.on).toHaveBeenCalledWith('block', listener)
  })

  it('is an ethers Provider, so contracts read through it', () => {
    expect(Provider.isProvider(createReadProvider({ chainId: 31337, urls: ['http://node'] }))).toBe(true)
  })
})

describe('getReadProvider', () => {
  it('shares one provider per supported chain', () => {
    expect(getReadProvider(31337)).toBeInstanceOf(ReadProvider)
    expect(getReadProvider(31337)).toBe(getReadProvider(31337))
  })

  it('refuses a chain the app does not support', () => {
    expect(() => getReadProvider(999_999)).toThrow(/Unsupported network ID: 999999/)
  })
})
