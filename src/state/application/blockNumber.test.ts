import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { BLOCK_DEBOUNCE_MS, createBlockDebouncer, shouldSubscribeToWallet } from './blockNumber'

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

describe('shouldSubscribeToWallet', () => {
  it('listens to the wallet only on the active chain', () => {
    expect(shouldSubscribeToWallet(31337, 31337)).toBe(true)
    expect(shouldSubscribeToWallet(1, 31337)).toBe(false)
    expect(shouldSubscribeToWallet(undefined, 31337)).toBe(false)
  })
})
