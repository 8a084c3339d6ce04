import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { OUTAGE_BACKOFF, PROBE_TIMEOUT_MS } from './outage'
import { ProbeTimeoutError, startBlockPolling } from './polling'

/** A node the test switches between answering, refusing and hanging; counts the probes it receives. */
function fakeNode() {
  const node = {
    mode: 'up' as 'up' | 'refuse' | 'hang',
    block: 10,
    probes: 0,
    hanging: [] as ((block: number) => void)[],
    fetchBlockNumber: () => {
      node.probes++
      if (node.mode === 'refuse') return Promise.reject(new TypeError('connection refused'))
      if (node.mode === 'hang') return new Promise<number>((resolve) => node.hanging.push(resolve))
      return Promise.resolve(node.block)
    },
  }
  return node
}

describe('startBlockPolling', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('asks at once, then every interval after each answer, until stopped', async () => {
    let block = 10
    const fetchBlockNumber = vi.fn(async () => block++)
    const onBlock = vi.fn()
    const stop = startBlockPolling({ fetchBlockNumber, intervalMs: 1_000, onBlock })
    await vi.advanceTimersByTimeAsync(0)
    expect(onBlock.mock.calls).toEqual([[10, false]])
    await vi.advanceTimersByTimeAsync(999)
    expect(fetchBlockNumber).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(onBlock.mock.calls).toEqual([
      [10, false],
      [11, false],
    ])
    stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(fetchBlockNumber).toHaveBeenCalledTimes(2)
  })

  it('waits afterNewBlockMs after an answer that brought a new block, the interval otherwise', async () => {
    const blocks = [10, 11, 11, 12]
    const fetchBlockNumber = vi.fn(async () => blocks.shift() ?? 12)
    const stop = startBlockPolling({ fetchBlockNumber, intervalMs: 1_000, afterNewBlockMs: 1_750, onBlock: vi.fn() })
    // 10 (first answer: nothing to compare with) → 1 s; 11 (new) → 1.75 s; 11 (same) → 1 s; then 12.
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fetchBlockNumber).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1_749)
    expect(fetchBlockNumber).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchBlockNumber).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fetchBlockNumber).toHaveBeenCalledTimes(4)
    stop()
  })

  it('marks the node down at the first failure, backs off, and marks it back at the next answer', async () => {
    const node = fakeNode()
    const onBlock = vi.fn()
    const onDown = vi.fn()
    const onBack = vi.fn()
    const onError = vi.fn()
    node.mode = 'refuse'
    const stop = startBlockPolling({ ...node, intervalMs: 500, onBlock, onDown, onBack, onError, random: () => 1 })
    await vi.advanceTimersByTimeAsync(0)
    expect(onDown).toHaveBeenCalledTimes(1)
    expect(onError).toHaveBeenCalledTimes(1)
    // Backoff 1 s, 2 s, 4 s (random 1 = the full step): not the 500 ms interval.
    await vi.advanceTimersByTimeAsync(999)
    expect(node.probes).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(node.probes).toBe(2)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(node.probes).toBe(3)
    expect(onDown).toHaveBeenCalledTimes(1)
    node.mode = 'up'
    await vi.advanceTimersByTimeAsync(4_000)
    expect(onBlock).toHaveBeenCalledExactlyOnceWith(10, true)
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(onBack.mock.invocationCallOrder[0]).toBeGreaterThan(onBlock.mock.invocationCallOrder[0])
    // Back to the normal interval.
    await vi.advanceTimersByTimeAsync(500)
    expect(onBlock).toHaveBeenLastCalledWith(10, false)
    expect(onBack).toHaveBeenCalledTimes(1)
    stop()
  })

  it('counts a probe with no answer within the timeout as a failure (a stopped node)', async () => {
    const node = fakeNode()
    node.mode = 'hang'
    const onDown = vi.fn()
    const onError = vi.fn()
    const stop = startBlockPolling({ ...node, intervalMs: 15_000, onBlock: vi.fn(), onDown, onError, now: () => 42 })
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1)
    expect(onDown).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onDown).toHaveBeenCalledExactlyOnceWith(42)
    expect(onError.mock.calls[0][0]).toBeInstanceOf(ProbeTimeoutError)
    stop()
  })

  it('recovers the moment a timed-out probe is finally answered, without waiting for the backoff', async () => {
    const node = fakeNode()
    node.mode = 'hang'
    const onBlock = vi.fn()
    const onBack = vi.fn()
    const stop = startBlockPolling({ ...node, intervalMs: 1_000, onBlock, onBack, random: () => 1 })
    // Four probes, each timing out, with growing waits in between.
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS * 4 + 1_000 + 2_000 + 4_000)
    expect(node.probes).toBe(4)
    expect(onBlock).not.toHaveBeenCalled()
    node.hanging[2](12)
    await vi.advanceTimersByTimeAsync(0)
    expect(onBlock).toHaveBeenCalledExactlyOnceWith(12, true)
    expect(onBack).toHaveBeenCalledTimes(1)
    // Answers of the other stale probes change nothing more.
    node.hanging[1](11)
    await vi.advanceTimersByTimeAsync(0)
    expect(onBlock).toHaveBeenCalledTimes(1)
    stop()
  })

  it('stays within one probe a second and spaces them out up to the cap during a long outage', async () => {
    const node = fakeNode()
    node.mode = 'refuse'
    const stop = startBlockPolling({ ...node, intervalMs: 500, onBlock: vi.fn(), random: () => 0.5 })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(node.probes).toBeLessThanOrEqual(120)
    expect(node.probes).toBeLessThan(15)
    const before = node.probes
    await vi.advanceTimersByTimeAsync(OUTAGE_BACKOFF.capMs)
    expect(node.probes - before).toBeLessThanOrEqual(2)
    stop()
  })

  it('starts down when told so, and reports the first answer as the end of the outage', async () => {
    const node = fakeNode()
    const onBlock = vi.fn()
    const onBack = vi.fn()
    const stop = startBlockPolling({ ...node, intervalMs: 1_000, onBlock, onBack, startsDown: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(onBlock).toHaveBeenCalledWith(10, true)
    expect(onBack).toHaveBeenCalledTimes(1)
    stop()
  })

  it('reports nothing after stop, not even a late answer', async () => {
    const node = fakeNode()
    node.mode = 'hang'
    const onBlock = vi.fn()
    const onDown = vi.fn()
    const stop = startBlockPolling({ ...node, intervalMs: 500, onBlock, onDown })
    stop()
    node.hanging[0](9)
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS * 3)
    expect(onBlock).not.toHaveBeenCalled()
    expect(onDown).not.toHaveBeenCalled()
    expect(node.probes).toBe(1)
  })
})
