// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { RpcError } from '@/connection/rpc/errors'
import { rational } from '@/utils/pricing/rational'

import { useTransactionPreview } from './useTransactionPreview'

const ACCOUNT = '0x00000000000000000000000000000000000000aa'
const NATIVE = { address: '0x00000000000000000000000000000000000000b1', decimals: 18 }
const STABLE = { address: '0x00000000000000000000000000000000000000b2', decimals: 18 }

type Request = (method: string, params: unknown[], options?: { rider?: boolean }) => Promise<unknown>

const chain = vi.hoisted(() => ({
  account: undefined as string | undefined,
  blockNumber: undefined as number | undefined,
  gasPrice: 2,
  simulate: undefined as unknown as (params: unknown[]) => Promise<unknown>,
  provider: { request: undefined as unknown as Request },
  context: undefined as unknown,
}))
vi.mock('@/connection/web3Context', () => ({ useWeb3React: () => ({ account: chain.account }) }))
vi.mock('@/connection/readProviderHook', () => ({ useReadProvider: () => chain.provider }))
vi.mock('@/connection/useActiveChainId', () => ({ useActiveChainId: () => 31337 }))
vi.mock('@/state/application/hooks', () => ({ useBlockNumber: () => chain.blockNumber }))
vi.mock('@/hooks/contracts/deployment', () => ({ useDeployment: () => undefined }))
const NO_LISTED_TOKENS = vi.hoisted(() => ({}))
vi.mock('@/hooks/tokens/tokens', () => ({ useAllTokens: () => NO_LISTED_TOKENS }))
vi.mock('@/hooks/pricing/usePoolPricingContext', () => ({ usePoolPricingContext: () => chain.context }))

const CALLS = async () => [{ to: '0x0000000000000000000000000000000000000001', data: '0x12' }]
/** eth_simulateV1's answer: the call went through and moved nothing. */
const NOTHING_MOVES = [{ calls: [{ status: '0x1', logs: [] }] }]

const methods = (rider: boolean) =>
  vi.mocked(chain.provider.request).mock.calls.filter(([, , options]) => Boolean(options?.rider) === rider)

describe('useTransactionPreview', () => {
  beforeEach(() => {
    chain.account = ACCOUNT
    chain.blockNumber = 10
    chain.gasPrice = 2
    chain.simulate = async () => NOTHING_MOVES
    chain.provider = {
      request: vi.fn(async (method: string, params: unknown[]) => {
        if (method === 'eth_estimateGas') return '0x186a0' // 100,000
        if (method === 'eth_gasPrice') return `0x${chain.gasPrice.toString(16)}`
        if (method === 'eth_simulateV1') return chain.simulate(params)
        throw new Error(`unexpected ${method}`)
      }),
    }
    // Two stable per native coin: 1 native = $2.
    chain.context = { native: NATIVE, stable: STABLE, reserves: () => ({ a: 10n ** 18n, b: 2n * 10n ** 18n }) }
  })

  it('shows estimate × gas price with its USD value, and the simulation, from one tick of requests', async () => {
    const { result } = renderHook(() => useTransactionPreview(CALLS))
    expect(result.current.fee.status).toBe('estimating')
    expect(result.current.preview.status).toBe('simulating')
    await waitFor(() => expect(result.current.fee.status).toBe('ready'))
    expect(result.current.fee).toMatchObject({ fee: 200_000n, symbol: 'FRA' })
    expect(result.current.fee.usd).toEqual(rational(400_000n, 10n ** 18n))
    expect(result.current.preview).toEqual({ status: 'ok', changes: [], approvals: [] })
    const call = { from: ACCOUNT, to: '0x0000000000000000000000000000000000000001', data: '0x12', value: '0x0' }
    expect(chain.provider.request).toHaveBeenCalledWith('eth_estimateGas', [call], undefined)
    // Asked at once: the user is waiting for a transaction they have not seen.
    expect(
      methods(false)
        .map(([method]) => method)
        .sort(),
    ).toEqual(['eth_estimateGas', 'eth_gasPrice', 'eth_simulateV1'])
  })

  it('refreshes on every new block, and only then, riding in the block poll’s batch', async () => {
    const { result, rerender } = renderHook(() => useTransactionPreview(CALLS))
    await waitFor(() => expect(result.current.fee.fee).toBe(200_000n))
    rerender()
    expect(chain.provider.request).toHaveBeenCalledTimes(3)
    chain.gasPrice = 3
    chain.blockNumber = 11
    rerender()
    // The last reading stays on screen while the refresh is on its way.
    expect(result.current.fee.status).toBe('ready')
    expect(result.current.preview.status).toBe('ok')
    await waitFor(() => expect(result.current.fee.fee).toBe(300_000n))
    expect(
      methods(true)
        .map(([method]) => method)
        .sort(),
    ).toEqual(['eth_estimateGas', 'eth_gasPrice', 'eth_simulateV1'])
  })

  it('keeps one reading on its way: blocks that come faster than answers pile nothing up', async () => {
    let answer: (value: unknown) => void = () => {}
    const { result, rerender } = renderHook(() => useTransactionPreview(CALLS))
    await waitFor(() => expect(result.current.preview.status).toBe('ok'))
    chain.simulate = () => new Promise((resolve) => (answer = resolve))
    chain.blockNumber = 11
    rerender()
    await waitFor(() => expect(methods(true)).toHaveLength(3))
    chain.blockNumber = 12
    rerender()
    chain.blockNumber = 13
    rerender()
    expect(methods(true)).toHaveLength(3)
    // The block-11 answer lands; block 13 is read next.
    chain.simulate = async () => NOTHING_MOVES
    await act(async () => answer(NOTHING_MOVES))
    await waitFor(() => expect(methods(true)).toHaveLength(6))
    const simulatedOn = methods(true)
      .filter(([method]) => method === 'eth_simulateV1')
      .map(([, params]) => params[1])
    expect(simulatedOn).toEqual(['0xb', '0xd'])
  })

  it('never shows another transaction’s preview for a new one, and asks for the new one at once', async () => {
    const { result, rerender } = renderHook(({ calls }) => useTransactionPreview(calls), {
      initialProps: { calls: CALLS },
    })
    await waitFor(() => expect(result.current.preview.status).toBe('ok'))
    const other = async () => [{ to: '0x0000000000000000000000000000000000000002', data: '0x34' }]
    rerender({ calls: other })
    expect(result.current.preview.status).toBe('simulating')
    expect(result.current.fee.status).toBe('estimating')
    await waitFor(() => expect(result.current.preview.status).toBe('ok'))
    expect(methods(true)).toHaveLength(0)
  })

  it('says the preview is unavailable on a node that has neither way to simulate, and asks neither again', async () => {
    const missing = (method: string) => new RpcError(`the method ${method} does not exist`, -32601)
    chain.simulate = async () => {
      throw missing('eth_simulateV1')
    }
    const answer = chain.provider.request
    chain.provider.request = vi.fn(async (method, params, options) => {
      if (method === 'eth_call') throw missing('eth_call')
      return answer(method, params, options)
    })
    const { result, rerender } = renderHook(() => useTransactionPreview(CALLS))
    await waitFor(() => expect(result.current.preview.status).toBe('unavailable'))
    // eth_simulateV1 missing, eth_call asked at once in its place (with the account's code overridden).
    expect(methods(false).map(([method]) => method)).toContain('eth_call')
    expect(result.current.fee.status).toBe('ready')
    chain.blockNumber = 11
    rerender()
    await waitFor(() => expect(methods(true)).toHaveLength(2))
    expect(
      methods(true)
        .map(([method]) => method)
        .sort(),
    ).toEqual(['eth_estimateGas', 'eth_gasPrice'])
  })

  it('asks nothing without a transaction, an account or a block number', () => {
    const { result } = renderHook(() => useTransactionPreview(undefined))
    expect(result.current.preview.status).toBe('idle')
    expect(result.current.fee).toMatchObject({ status: 'unavailable', fee: undefined })
    chain.account = undefined
    renderHook(() => useTransactionPreview(CALLS))
    chain.account = ACCOUNT
    chain.blockNumber = undefined
    renderHook(() => useTransactionPreview(CALLS))
    expect(chain.provider.request).not.toHaveBeenCalled()
  })

  it('shows no fee when no call estimates, and no USD figure while the native coin is unpriced', async () => {
    chain.context = undefined
    const { result } = renderHook(() => useTransactionPreview(CALLS))
    await waitFor(() => expect(result.current.fee.status).toBe('ready'))
    expect(result.current.fee.usd).toBeUndefined()
    const failing = chain.provider.request
    chain.provider.request = vi.fn(async (method, params, options) => {
      if (method === 'eth_estimateGas') throw new Error('execution reverted')
      return failing(method, params, options)
    })
    const reverts = async () => [{ to: '0x0000000000000000000000000000000000000001', data: '0x99' }]
    const { result: reverting } = renderHook(() => useTransactionPreview(reverts))
    await waitFor(() => expect(reverting.current.fee.status).toBe('unavailable'))
    expect(reverting.current.fee.fee).toBeUndefined()
  })
})
