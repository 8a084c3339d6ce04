// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { useENS } from './useENS'

const chain = vi.hoisted(() => ({ id: 1, resolveName: vi.fn() }))
vi.mock('@/connection/useActiveChainId', () => ({ useActiveChainId: () => chain.id }))
vi.mock('@/connection/readProviderHook', () => {
  const provider = { resolveName: (name: string) => chain.resolveName(name) }
  return { useReadProvider: () => provider }
})

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('useENS', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    chain.id = 1
    chain.resolveName.mockReset()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('returns a plain address checksummed, with no lookup', () => {
    const { result } = renderHook(() => useENS(ALICE.toLowerCase()))
    expect(result.current).toEqual({ address: ALICE, name: null, loading: false })
    expect(chain.resolveName).not.toHaveBeenCalled()
  })

  it('resolves a typed name on Ethereum once the typing has paused 200 ms', async () => {
    chain.resolveName.mockResolvedValue(ALICE.toLowerCase())
    const { result, rerender } = renderHook(({ value }) => useENS(value), { initialProps: { value: '' } })
    rerender({ value: 'alice.et' })
    await act(async () => {
      vi.advanceTimersByTime(150)
    })
    rerender({ value: 'alice.eth' })
    expect(result.current).toEqual({ address: null, name: 'alice.eth', loading: true })
    await act(async () => {
      vi.advanceTimersByTime(199)
    })
    expect(chain.resolveName).not.toHaveBeenCalled()
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(chain.resolveName).toHaveBeenCalledWith('alice.eth')
    // The lookup starts in an effect once the debounce ends: its answer shows a moment later.
    await vi.waitFor(() => expect(result.current).toEqual({ address: ALICE, name: 'alice.eth', loading: false }))
  })

  it('gives no address for an unregistered name or a failed lookup', async () => {
    chain.resolveName.mockResolvedValue(null)
    const { result, rerender } = renderHook(({ value }) => useENS(value), { initialProps: { value: 'nobody.eth' } })
    await act(async () => {
      vi.advanceTimersByTime(200)
    })
    expect(result.current).toEqual({ address: null, name: 'nobody.eth', loading: false })
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    chain.resolveName.mockRejectedValue(new Error('network'))
    rerender({ value: 'broken.eth' })
    await act(async () => {
      vi.advanceTimersByTime(200)
    })
    await vi.waitFor(() => expect(result.current).toEqual({ address: null, name: 'broken.eth', loading: false }))
  })

  it('never resolves names off Ethereum, and ignores garbage', () => {
    chain.id = 2152
    const { result, rerender } = renderHook(({ value }) => useENS(value), { initialProps: { value: 'alice.eth' } })
    expect(result.current).toEqual({ address: null, name: 'alice.eth', loading: false })
    rerender({ value: 'not a name' })
    expect(result.current).toEqual({ address: null, name: null, loading: false })
    expect(chain.resolveName).not.toHaveBeenCalled()
  })
})
