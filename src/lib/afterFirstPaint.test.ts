// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { afterFirstPaint, FIRST_PAINT_TIMEOUT_MS, resetFirstPaint } from './afterFirstPaint'

class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint']
  static latest: FakeObserver | undefined
  disconnected = false
  constructor(readonly report: () => void) {
    FakeObserver.latest = this
  }
  observe() {}
  disconnect() {
    this.disconnected = true
  }
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    resetFirstPaint()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('settles when the first contentful paint is reported, and stops observing', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    const settled = vi.fn()
    void afterFirstPaint().then(settled)
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_TIMEOUT_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    FakeObserver.latest?.report()
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toHaveBeenCalled()
    expect(FakeObserver.latest?.disconnected).toBe(true)
  })

  it('gives up waiting after the timeout (no paint reported), and answers later calls at once', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    const settled = vi.fn()
    void afterFirstPaint().then(settled)
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_TIMEOUT_MS)
    expect(settled).toHaveBeenCalled()
    const again = vi.fn()
    void afterFirstPaint().then(again)
    await vi.advanceTimersByTimeAsync(0)
    expect(again).toHaveBeenCalled()
  })

  it('does not wait in a tab that is hidden', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const settled = vi.fn()
    void afterFirstPaint().then(settled)
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toHaveBeenCalled()
    vi.restoreAllMocks()
  })

  it('waits for the next frame in a browser without paint timing, not for the timeout', async () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    const settled = vi.fn()
    void afterFirstPaint().then(settled)
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).not.toHaveBeenCalled()
    frames.forEach((frame) => frame())
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toHaveBeenCalled()
  })
})
