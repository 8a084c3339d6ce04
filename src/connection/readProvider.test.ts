import { Provider } from '@ethersproject/abstract-provider'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { createReadProvider, getReadProvider, ReadProvider } from './readProvider'

const created = vi.hoisted(() => [] as { options: unknown; provider: Record<string, ReturnType<typeof vi.fn>> }[])
const blocks = vi.hoisted(() => ({}) as Record<string, unknown>)
const clients = vi.hoisted(() => [] as { options: unknown; request: ReturnType<typeof vi.fn> }[])

vi.mock('./rpc/client', () => ({
  createRpcClient: (options: unknown) => {
    const request = vi.fn(({ method, params }: { method: string; params?: unknown[] }) =>
      Promise.resolve(
        method === 'eth_blockNumber'
          ? '0x2a'
          : method === 'eth_getBlockByNumber'
            ? (blocks[params![0] as string] ?? null)
            : '0xABCD',
      ),
    )
    clients.push({ options, request })
    return { request }
  },
}))

vi.mock('./web3Provider', () => ({
  createWeb3Provider: (client: unknown, options: unknown) => {
    const provider = {
      getBalance: vi.fn((address: string) => Promise.resolve(`balance of ${address}`)),
      call: vi.fn(() => Promise.resolve('0xfromethers')),
      send: vi.fn((method: string, params: unknown[]) => Promise.resolve({ method, params })),
      on: vi.fn(),
    }
    created.push({ options: { client, options }, provider })
    return provider
  },
}))

beforeEach(() => {
  created.length = 0
  clients.length = 0
})

const TOKEN = `0x${'11'.repeat(20)}`

describe('ReadProvider', () => {
  it('asks the block number and plain calls of its JSON-RPC client, without ethers’ provider', async () => {
    const provider = createReadProvider({ chainId: 31337, urls: ['http://node'], pollingIntervalMs: 500 })
    expect(clients).toHaveLength(0)
    expect(await provider.getBlockNumber()).toBe(42)
    expect(await provider.call({ to: TOKEN, data: '0x70a08231' })).toBe('0xabcd')
    expect(await provider.call({ to: Promise.resolve(TOKEN), data: '0x01', from: TOKEN }, 7)).toBe('0xabcd')
    expect(clients).toHaveLength(1)
    expect(clients[0].options).toEqual({ chainId: 31337, urls: ['http://node'] })
    expect(clients[0].request.mock.calls.map(([request]) => request)).toEqual([
      { method: 'eth_blockNumber' },
      { method: 'eth_call', params: [{ to: TOKEN, data: '0x70a08231' }, 'latest'] },
      { method: 'eth_call', params: [{ to: TOKEN, data: '0x01', from: TOKEN }, '0x7'] },
    ])
    expect(created).toHaveLength(0)
  })

  it('keeps the chain’s clock from the polled head, advanced by the time since, for a minute', async () => {
    const provider = createReadProvider({ chainId: 31337, urls: ['http://node'], pollingIntervalMs: 500 })
    expect(provider.chainTime()).toBeUndefined()
    const hash = `0x${'ab'.repeat(32)}`
    blocks.latest = { number: '0x2a', hash, parentHash: hash, timestamp: '0x64' }
    const before = Date.now()
    await provider.getHeads()
    expect(provider.chainTime(before)).toBe(100)
    expect(provider.chainTime(Date.now() + 5_500)).toBe(105)
    // A hidden tab's polls stop: an old head is not the chain's time.
    expect(provider.chainTime(Date.now() + 61_000)).toBeUndefined()
    // No request of its own.
    expect(clients[0].request).toHaveBeenCalledTimes(1)
  })

  it('reads the head (number, hash, parent hash) of the latest block, after the last height seen, and refuses a block without them', async () => {
    const provider = createReadProvider({ chainId: 31337, urls: ['http://node'], pollingIntervalMs: 500 })
    const hash = `0x${'AB'.repeat(32)}`
    const parentHash = `0x${'cd'.repeat(32)}`
    blocks.latest = { number: '0x2a', hash, parentHash, transactions: [] }
    blocks['0x29'] = { number: '0x29', hash: parentHash, parentHash: hash }
    const latest = { number: 42, hash: hash.toLowerCase(), parentHash }
    expect(await provider.getHeads()).toEqual([latest])
    expect(await provider.getHeads(41)).toEqual([
      { number: 41, hash: parentHash, parentHash: hash.toLowerCase() },
      latest,
    ])
    expect(await provider.getHeads(43)).toEqual([latest])
    expect(clients[0].request.mock.calls.map(([request]) => request)).toEqual([
      { method: 'eth_getBlockByNumber', params: ['latest', false] },
      { method: 'eth_getBlockByNumber', params: ['0x29', false] },
      { method: 'eth_getBlockByNumber', params: ['latest', false] },
      { method: 'eth_getBlockByNumber', params: ['0x2b', false] },
      { method: 'eth_getBlockByNumber', params: ['latest', false] },
    ])
    for (const malformed of [
      null,
      {},
      { number: '0x2a', hash: '0x12', parentHash },
      { number: 42, hash, parentHash },
    ]) {
      blocks.latest = malformed
      await expect(provider.getHeads()).rejects.toThrow('without its number, hash and parent hash')
    }
    expect(created).toHaveLength(0)
  })

  it('leaves every other read, and calls with more than a target and data, to ethers’ provider over the same client', async () => {
    const provider = createReadProvider({ chainId: 31337, urls: ['http://node'], pollingIntervalMs: 500 })
    const [balance, call] = await Promise.all([
      provider.getBalance('0xabc'),
      provider.call({ to: 'venom.eth', data: '0x01' }),
    ])
    expect(balance).toBe('balance of 0xabc')
    expect(call).toBe('0xfromethers')
    expect(await provider.call({ to: TOKEN, data: '0x01', value: 1 })).toBe('0xfromethers')
    expect(created).toHaveLength(1)
    expect(created[0].options).toEqual({
      client: { request: clients[0].request },
      options: { chainId: 31337, urls: ['http://node'], pollingIntervalMs: 500 },
    })
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
