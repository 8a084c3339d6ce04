// @vitest-environment jsdom
import { BigNumber } from '@ethersproject/bignumber'
import { renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { rational } from '@/utils/pricing/rational'

import { useNetworkFee } from './useNetworkFee'

const ACCOUNT = '0x00000000000000000000000000000000000000aa'
const NATIVE = { address: '0x00000000000000000000000000000000000000b1', decimals: 18 }
const STABLE = { address: '0x00000000000000000000000000000000000000b2', decimals: 18 }

const chain = vi.hoisted(() => ({
  account: undefined as string | undefined,
  blockNumber: undefined as number | undefined,
  gasPrice: 0,
  provider: {
    estimateGas: (_transaction: unknown): Promise<unknown> => Promise.resolve(undefined),
    getGasPrice: (): Promise<unknown> => Promise.resolve(undefined),
  },
  context: undefined as unknown,
}))
vi.mock('@web3-react/core', () => ({ useWeb3React: () => ({ account: chain.account }) }))
vi.mock('@/connection/readProviderHook', () => ({ useReadProvider: () => chain.provider }))
vi.mock('@/connection/useActiveChainId', () => ({ useActiveChainId: () => 31337 }))
vi.mock('@/state/application/hooks', () => ({ useBlockNumber: () => chain.blockNumber }))
vi.mock('@/hooks/pricing/usePoolPricingContext', () => ({ usePoolPricingContext: () => chain.context }))

const CALLS = async () => [{ to: '0x01', data: '0x12' }]

describe('useNetworkFee', () => {
  beforeEach(() => {
    chain.account = ACCOUNT
    chain.blockNumber = 10
    chain.gasPrice = 2
    chain.provider = {
      estimateGas: vi.fn(async () => BigNumber.from(100_000)),
      getGasPrice: vi.fn(async () => BigNumber.from(chain.gasPrice)),
    }
    // Two stable per native coin: 1 native = $2.
    chain.context = {
      native: NATIVE,
      stable: STABLE,
      reserves: () => ({ a: 10n ** 18n, b: 2n * 10n ** 18n }),
    }
  })

  it('shows estimate × gas price, and its USD value at the native/stable pool price', async () => {
    const { result } = renderHook(() => useNetworkFee(CALLS))
    expect(result.current.status).toBe('estimating')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.fee).toBe(200_000n)
    expect(result.current.usd).toEqual(rational(400_000n, 10n ** 18n))
    expect(result.current.symbol).toBe('FRA')
    expect(chain.provider.estimateGas).toHaveBeenCalledWith({ to: '0x01', data: '0x12', from: ACCOUNT })
  })

  it('estimates again on every new block, and only then', async () => {
    const { result, rerender } = renderHook(() => useNetworkFee(CALLS))
    await waitFor(() => expect(result.current.fee).toBe(200_000n))
    rerender()
    expect(chain.provider.getGasPrice).toHaveBeenCalledTimes(1)
    chain.gasPrice = 3
    chain.blockNumber = 11
    rerender()
    await waitFor(() => expect(result.current.fee).toBe(300_000n))
    expect(chain.provider.getGasPrice).toHaveBeenCalledTimes(2)
  })

  it('asks nothing without a transaction, an account or a block number', () => {
    const { result } = renderHook(() => useNetworkFee(undefined))
    expect(result.current).toMatchObject({ status: 'unavailable', fee: undefined })
    chain.account = undefined
    renderHook(() => useNetworkFee(CALLS))
    chain.account = ACCOUNT
    chain.blockNumber = undefined
    renderHook(() => useNetworkFee(CALLS))
    expect(chain.provider.estimateGas).not.toHaveBeenCalled()
    expect(chain.provider.getGasPrice).not.toHaveBeenCalled()
  })

  it('shows no fee when no call estimates', async () => {
    chain.provider.estimateGas = vi.fn(async () => {
      throw new Error('execution reverted')
    })
    const { result } = renderHook(() => useNetworkFee(CALLS))
    await waitFor(() => expect(result.current.status).toBe('unavailable'))
    expect(result.current.fee).toBeUndefined()
    expect(result.current.usd).toBeUndefined()
  })

  it('has no USD figure while the native coin is unpriced', async () => {
    chain.context = undefined
    const { result } = renderHook(() => useNetworkFee(CALLS))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.usd).toBeUndefined()
  })
})
