import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { BLOCK_DEBOUNCE_MS, createBlockDebouncer, pollDelayAfterNewBlock } from './blockNumber'

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

describe('pollDelayAfterNewBlock', () => {
  it('waits the block time less a quarter interval when that is longer than the interval', () => {
    expect(pollDelayAfterNewBlock(2_000, 1_000)).toBe(1_750)
    expect(pollDelayAfterNewBlock(2_000, 500)).toBe(1_875)
  })

  it('never polls faster than the interval', () => {
    expect(pollDelayAfterNewBlock(16_000, 15_000)).toBe(15_000)
    expect(pollDelayAfterNewBlock(0, 1_000)).toBe(1_000)
  })

  it('sees each block of a steady chain within one interval at about 1.25 polls per block', () => {
    const blockMs = 2_000
    const intervalMs = 1_000
    let polls = 0
    let seen = 0
    let latest = -1
    let maxLag = 0
    // Blocks at 2 s steps from t = 0; polls start at t = 300 ms.
    for (let t = 300; t < 200 * blockMs;) {
      polls++
      const block = Math.floor(t / blockMs)
      if (block > latest) {
        if (latest >= 0) maxLag = Math.max(maxLag, t - block * blockMs)
        seen++
        latest = block
        t += pollDelayAfterNewBlock(blockMs, intervalMs)
      } else t += intervalMs
    }
    expect(polls / seen).toBeLessThanOrEqual(1.3)
    expect(maxLag).toBeLessThan(intervalMs)
  })
})
