import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CancelledError, randomWait, retry, RETRY_OPTIONS, RetryableError } from './retry'

describe('randomWait', () => {
  it('stays between 2.5 and 3.5 s', () => {
    expect(randomWait(RETRY_OPTIONS.minWait, RETRY_OPTIONS.maxWait, () => 0)).toBe(2_500)
    expect(randomWait(RETRY_OPTIONS.minWait, RETRY_OPTIONS.maxWait, () => 0.5)).toBe(3_000)
    expect(randomWait(RETRY_OPTIONS.minWait, RETRY_OPTIONS.maxWait, () => 0.999999)).toBe(3_500)
    expect(RETRY_OPTIONS.n).toBe(Infinity)
  })
})

describe('retry', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('retries a retryable failure after the random wait, then resolves', async () => {
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new RetryableError('old block'))
      .mockRejectedValueOnce(new RetryableError('old block'))
      .mockResolvedValueOnce('done')
    const { promise } = retry(fn, RETRY_OPTIONS, () => 0)
    await vi.advanceTimersByTimeAsync(0)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2_499)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fn).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2_500)
    await expect(promise).resolves.toBe('done')
    expect(fn).toHaveBeenCalledTimes(3)
  })

  it('gives up at once on any other error', async () => {
    const failure = new Error('boom')
    const fn = vi.fn(() => Promise.reject(failure))
    const { promise } = retry(fn)
    await expect(promise).rejects.toBe(failure)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('rejects with CancelledError and stops retrying when cancelled', async () => {
    const fn = vi.fn(() => Promise.reject(new RetryableError('old block')))
    const { promise, cancel } = retry(fn, RETRY_OPTIONS, () => 0)
    const outcome = promise.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    cancel()
    expect(await outcome).toBeInstanceOf(CancelledError)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('ignores a result that arrives after cancellation', async () => {
    let finish: (value: string) => void = () => {}
    const { promise, cancel } = retry(() => new Promise<string>((resolve) => (finish = resolve)))
    const outcome = promise.catch((error: unknown) => error)
    cancel()
    finish('late')
    expect(await outcome).toBeInstanceOf(CancelledError)
  })
})
