// @vitest-environment jsdom
// Storage that refuses writes (its quota reached, a private mode): the app goes on, says so once a visit, and what
// was saved before stays as it was.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { removePopup } from './application/slice'
import { createStore } from './index'
import { SAVE_CHECK_DELAY_MS, STORAGE_REFUSED_POPUP, storageKey } from './persistence'
import { updateUserDeadline, updateUserSlippageTolerance } from './user/slice'

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')

describe('persistMiddleware when storage refuses', () => {
  let full = false
  const setItem = Storage.prototype.setItem

  beforeEach(() => {
    localStorage.clear()
    full = false
    vi.useFakeTimers()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (full) throw quotaExceeded()
      setItem.call(this, key, value)
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  const storageRefused = (store: ReturnType<typeof createStore>) =>
    store.getState().application.popupList.filter((popup) => popup.key === STORAGE_REFUSED_POPUP)
  const storedSlippage = () => JSON.parse(localStorage.getItem(storageKey('user')) ?? '{}').userSlippageTolerance

  it('says nothing while storage takes every write', () => {
    const store = createStore()
    store.dispatch(updateUserSlippageTolerance({ userSlippageTolerance: 120 }))
    vi.advanceTimersByTime(SAVE_CHECK_DELAY_MS)
    expect(storedSlippage()).toBe(120)
    expect(storageRefused(store)).toEqual([])
  })

  it('says once a visit that nothing more can be saved, keeps working, and drops nothing saved before', () => {
    const store = createStore()
    store.dispatch(updateUserSlippageTolerance({ userSlippageTolerance: 120 }))
    vi.advanceTimersByTime(SAVE_CHECK_DELAY_MS)

    full = true
    store.dispatch(updateUserSlippageTolerance({ userSlippageTolerance: 300 }))
    vi.advanceTimersByTime(SAVE_CHECK_DELAY_MS)
    expect(store.getState().user.userSlippageTolerance).toBe(300)
    expect(storedSlippage(), 'the last value storage took').toBe(120)
    expect(storageRefused(store)).toMatchObject([
      { show: true, removeAfterMs: null, content: { storageRefused: true } },
    ])

    // Closed, it does not come back for the next refused write.
    store.dispatch(removePopup({ key: STORAGE_REFUSED_POPUP }))
    store.dispatch(updateUserDeadline({ userDeadline: 600 }))
    vi.advanceTimersByTime(SAVE_CHECK_DELAY_MS)
    expect(storageRefused(store)).toMatchObject([{ show: false }])
    expect(store.getState().user.userDeadline).toBe(600)
  })

  it('says nothing when storage took the write after all (a check that raced a later action)', () => {
    const store = createStore()
    full = true
    store.dispatch(updateUserSlippageTolerance({ userSlippageTolerance: 120 }))
    // Storage frees up before the check: its own write goes through.
    vi.advanceTimersByTime(SAVE_CHECK_DELAY_MS - 50)
    full = false
    vi.advanceTimersByTime(50)
    expect(storedSlippage()).toBe(120)
    expect(storageRefused(store)).toEqual([])
  })

  it("neither rewrites nor warns for a slice another tab wrote after this tab's save", () => {
    const store = createStore()
    store.dispatch(updateUserSlippageTolerance({ userSlippageTolerance: 120 }))
    vi.advanceTimersByTime(SAVE_CHECK_DELAY_MS - 50)
    expect(storedSlippage()).toBe(120)
    // Another tab saves its own copy in between (its storage event reaches this tab).
    const elsewhere = JSON.stringify({ ...store.getState().user, userSlippageTolerance: 130 })
    localStorage.setItem(storageKey('user'), elsewhere)
    window.dispatchEvent(new StorageEvent('storage', { key: storageKey('user'), newValue: elsewhere }))
    vi.advanceTimersByTime(50)
    expect(storedSlippage()).toBe(130)
    expect(storageRefused(store)).toEqual([])
  })
})
