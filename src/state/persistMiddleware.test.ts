// @vitest-environment jsdom
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

  it('writes every persisted slice under its own key', () => {
    const store = createStore()
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    store.dispatch(updateUserDeadline({ userDeadline: 900 }))
    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS)
    expect(setItem.mock.calls.map(([key]) => key).sort()).toEqual(
      ['governanceToken', 'lists', 'transactions', 'user'].map((key) => storageKey(key as never)),
    )
    setItem.mockRestore()
  })

  it('logs, never throws, when storage refuses the write, and writes again after the next action', () => {
    const store = createStore()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new Error('QuotaExceededError')
    })
    store.dispatch(updateUserDeadline({ userDeadline: 1500 }))
    expect(() => vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS)).not.toThrow()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Redux-LocalStorage-Simple'), expect.any(Error))
    store.dispatch(updateUserDeadline({ userDeadline: 900 }))
    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS)
    expect(storedDeadline()).toBe(900)
    refuse.mockRestore()
    warn.mockRestore()
  })
})
