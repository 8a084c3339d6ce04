import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { BLOCK_DEBOUNCE_MS, createBlockDebouncer, shouldSubscribeToWallet, startBlockPolling } from './blockNumber'

describe('createBlockDebouncer', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('emits the highest block once blocks stop arriving for 100 ms', () => {
    const onBlock = vi.fn()
    const debouncer = createBlockDebouncer(onBlock)
    debouncer.push(5)
    vi.advanceTimersByTime(BLOCK_DEBOUNCE_MS - 1)
    debouncer.push(7)
    debouncer.push(6)
    vi.advanceTimersByTime(BLOCK_DEBOUNCE_MS - 1)
    expect(onBlock).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onBlock).toHaveBeenCalledExactlyOnceWith(7)
    debouncer.push(8)
    vi.advanceTimersByTime(BLOCK_DEBOUNCE_MS)
    expect(onBlock).toHaveBeenLastCalledWith(8)
  })

  it('drops nonsense and emits nothing after cancel', () => {
    const onBlock = vi.fn()
    const debouncer = createBlockDebouncer(onBlock)
    debouncer.push(Number.NaN)
    debouncer.push(-1)
    vi.advanceTimersByTime(BLOCK_DEBOUNCE_MS)
    debouncer.push(3)
    debouncer.cancel()
    vi.advanceTimersByTime(BLOCK_DEBOUNCE_MS)
    expect(onBlock).not.toHaveBeenCalled()
  })
})

describe('startBlockPolling', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('asks at once, then every interval after each answer, until stopped', async () => {
    let block = 10
    const fetchBlockNumber = vi.fn(async () => block++)
    const onBlock = vi.fn()
    const stop = startBlockPolling({ fetchBlockNumber, intervalMs: 1_000, onBlock })
    await vi.advanceTimersByTimeAsync(0)
    expect(onBlock.mock.calls).toEqual([[10]])
    await vi.advanceTimersByTimeAsync(999)
    expect(fetchBlockNumber).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(onBlock.mock.calls).toEqual([[10], [11]])
    stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(fetchBlockNumber).toHaveBeenCalledTimes(2)
  })

  it('keeps polling after an error, reporting it', async () => {
    const fetchBlockNumber = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(3)
    const onBlock = vi.fn()
    const onError = vi.fn()
    const stop = startBlockPolling({ fetchBlockNumber, intervalMs: 500, onBlock, onError })
    await vi.advanceTimersByTimeAsync(500)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onBlock).toHaveBeenCalledWith(3)
    stop()
  })

  it('does not report an answer that arrives after stop', async () => {
    let answer: (n: number) => void = () => {}
    const onBlock = vi.fn()
    const stop = startBlockPolling({
      fetchBlockNumber: () => new Promise((r) => (answer = r)),
      intervalMs: 500,
      onBlock,
    })
    stop()
    answer(9)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(onBlock).not.toHaveBeenCalled()
  })
})

describe('shouldSubscribeToWallet', () => {
  it('listens to the wallet only on the active chain', () => {
    expect(shouldSubscribeToWallet(31337, 31337)).toBe(true)
    expect(shouldSubscribeToWallet(1, 31337)).toBe(false)
    expect(shouldSubscribeToWallet(undefined, 31337)).toBe(false)
  })
})
