// The save side of persistence: debounced writes of the last state after a burst, and a last write on pagehide.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createStore } from './index'
import { PERSIST_DEBOUNCE_MS, PERSIST_VERSION, storageKey, VERSION_KEY } from './persistence'
import { updateUserDeadline } from './user/slice'

const storedDeadline = () => JSON.parse(localStorage.getItem(storageKey('user')) ?? '{}').userDeadline

describe('persistMiddleware', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('writes the last state of a burst of actions once the burst has been quiet for the debounce', () => {
    const store = createStore()
    const loaded = storedDeadline()
    store.dispatch(updateUserDeadline({ userDeadline: 600 }))
    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS - 1)
    store.dispatch(updateUserDeadline({ userDeadline: 900 }))
    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS - 1)
    expect(storedDeadline()).toBe(loaded)
    vi.advanceTimersByTime(1)
    expect(storedDeadline()).toBe(900)
    expect(JSON.parse(localStorage.getItem(VERSION_KEY) ?? 'null')).toBe(PERSIST_VERSION)
  })

  it('writes a pending change at once when the page goes away', () => {
    const store = createStore()
    store.dispatch(updateUserDeadline({ userDeadline: 1200 }))
    window.dispatchEvent(new Event('pagehide'))
    expect(storedDeadline()).toBe(1200)
  })

  it('rewrites only the slices that changed since the last save', () => {
    const store = createStore()
    store.dispatch(updateUserDeadline({ userDeadline: 600 }))
    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS)
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    store.dispatch(updateUserDeadline({ userDeadline: 900 }))
    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS)
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([storageKey('user'), VERSION_KEY])
    setItem.mockRestore()
  })

  it('writes every slice again after a write failed', () => {
    const store = createStore()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new Error('QuotaExceededError')
    })
    store.dispatch(updateUserDeadline({ userDeadline: 600 }))
    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS)
    refuse.mockClear()
    store.dispatch(updateUserDeadline({ userDeadline: 900 }))
    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS)
    const written = refuse.mock.calls.map(([key]) => key)
    expect(written).toEqual(expect.arrayContaining([storageKey('user'), storageKey('transactions'), VERSION_KEY]))
    expect(storedDeadline()).toBe(900)
    refuse.mockRestore()
    warn.mockRestore()
  })

  it('logs, never throws, when storage refuses the write', () => {
    const store = createStore()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    store.dispatch(updateUserDeadline({ userDeadline: 1500 }))
    expect(() => vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS)).not.toThrow()
    expect(warn).toHaveBeenCalledWith('State could not be saved', expect.any(Error))
    setItem.mockRestore()
    warn.mockRestore()
  })
})
