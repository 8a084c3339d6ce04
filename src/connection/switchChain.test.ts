import type { Provider, RequestArguments } from '@web3-react/types'
import { describe, expect, it, vi } from 'vitest'

import { ChainId, CHAINS } from '@/config/chains'

import { addChainParameters, hexChainId, switchToChain } from './switchChain'

function fakeWallet(answer: (args: RequestArguments) => unknown) {
  const calls: RequestArguments[] = []
  const provider = {
    request: vi.fn(async (args: RequestArguments) => {
      calls.push(args)
      return answer(args)
    }),
    on: vi.fn(),
    removeListener: vi.fn(),
  } as unknown as Provider
  return { provider, calls }
}

const rpcError = (code: number) => Object.assign(new Error(`code ${code}`), { code })

describe('addChainParameters', () => {
  it('carries the name, currency, RPC URLs and explorer of the chain', () => {
    expect(addChainParameters(ChainId.FINDORA)).toEqual({
      chainId: '0x868',
      chainName: 'Findora',
      nativeCurrency: { name: 'Findora', symbol: 'FRA', decimals: 18 },
      rpcUrls: [...CHAINS[ChainId.FINDORA].rpcUrls],
      blockExplorerUrls: ['https://evm.findorascan.io'],
    })
  })

  it('leaves out an explorer that is not an https site (the local chain)', () => {
    const params = addChainParameters(ChainId.LOCAL)
    expect(params.chainId).toBe('0x7a69')
    expect(params.nativeCurrency.symbol).toBe('FRA')
    expect(params.blockExplorerUrls).toBeUndefined()
  })

  it('writes chain ids in hex', () => {
    expect(hexChainId(1666600000)).toBe('0x63564c40')
  })
})

describe('switchToChain', () => {
  it('only switches when the wallet knows the chain', async () => {
    const { provider, calls } = fakeWallet(() => null)
    await switchToChain(provider, ChainId.FINDORA)
    expect(calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x868' }] }])
  })

  it('adds the chain on 4902, then switches', async () => {
    let switches = 0
    const { provider, calls } = fakeWallet(({ method }) => {
      if (method === 'wallet_switchEthereumChain' && switches++ === 0) throw rpcError(4902)
      return null
    })
    await switchToChain(provider, ChainId.FINDORA)
    expect(calls.map((call) => call.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(calls[1].params).toEqual([addChainParameters(ChainId.FINDORA)])
  })

  it('reads 4902 nested by MetaMask mobile, and passes other errors on', async () => {
    const nested = fakeWallet(({ method }) => {
      if (method === 'wallet_addEthereumChain') return null
      if (nested.calls.length === 1)
        throw Object.assign(new Error('x'), { code: -32603, data: { originalError: { code: 4902 } } })
      return null
    })
    await switchToChain(nested.provider, ChainId.GOERLI)
    expect(nested.calls[1].method).toBe('wallet_addEthereumChain')

    const rejected = fakeWallet(() => {
      throw rpcError(4001)
    })
    await expect(switchToChain(rejected.provider, ChainId.GOERLI)).rejects.toMatchObject({ code: 4001 })
    expect(rejected.calls).toHaveLength(1)
  })
})
