// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { HISTORY_REFRESH_MS, type HistoryReadContext, useHistoryRead } from './useHistoryRead'

const node = vi.hoisted(() => ({ send: vi.fn(), sendWithBlockPoll: vi.fn(), block: 100 }))
vi.mock('@/connection/readProviderHook', () => {
  const provider = {
    send: (method: string, params: unknown[]) => node.send(method, params),
    sendWithBlockPoll: (method: string, params: unknown[]) => node.sendWithBlockPoll(method, params),
  }
  return { useReadProvider: () => provider }
})
vi.mock('@/state/application/hooks', () => {
  const latestBlock = () => node.block
  return { useLatestBlock: () => ({ hasBlock: true, latestBlock }), useChainReorgs: () => 0 }
})
vi.mock('@/utils/logs/historyStore', () => ({ historyStore: async () => ({}) }))

/** A read that asks the node for the head's block through the context's send, and gives its answer. */
const read = async ({ send, latest }: HistoryReadContext) => send('eth_getBlockByNumber', [latest, false])

describe('useHistoryRead', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    node.send.mockReset().mockResolvedValue('first')
    node.sendWithBlockPoll.mockReset().mockResolvedValue('refreshed')
    node.block = 100
  })
  afterEach(() => vi.useRealTimers())

  it('reads a key first on its own requests, then refreshes it in the block polls’ batches', async () => {
    const { result } = renderHook(() => useHistoryRead('logs:1', read))
    await vi.waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'first' }))
    expect(node.send).toHaveBeenCalledTimes(1)
    expect(node.send).toHaveBeenCalledWith('eth_getBlockByNumber', [100, false])
    expect(node.sendWithBlockPoll).not.toHaveBeenCalled()

    // Blocks come without rendering the reader: the refresh reads up to the head as it starts.
    node.block = 104
    await act(async () => {
      vi.advanceTimersByTime(HISTORY_REFRESH_MS)
    })
    await vi.waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'refreshed' }))
    expect(node.send).toHaveBeenCalledTimes(1)
    expect(node.sendWithBlockPoll).toHaveBeenCalledWith('eth_getBlockByNumber', [104, false])
  })

  it('without a key reads nothing and does not render again as time passes', async () => {
    let renders = 0
    renderHook(() => {
      renders++
      return useHistoryRead(undefined, read)
    })
    const rendered = renders
    await act(async () => {
      vi.advanceTimersByTime(3 * HISTORY_REFRESH_MS)
    })
    expect(renders).toBe(rendered)
    expect(node.send).not.toHaveBeenCalled()
    expect(node.sendWithBlockPoll).not.toHaveBeenCalled()
  })

  it('reads another key first on its own requests again', async () => {
    const { result, rerender } = renderHook(({ key }) => useHistoryRead(key, read), { initialProps: { key: 'a' } })
    await vi.waitFor(() => expect(result.current.status).toBe('ready'))
    rerender({ key: 'b' })
    await vi.waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'first' }))
    expect(node.send).toHaveBeenCalledTimes(2)
    expect(node.sendWithBlockPoll).not.toHaveBeenCalled()
  })
})
