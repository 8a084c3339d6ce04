// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { useDebouncedChangeHandler } from './useDebouncedChangeHandler'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useDebouncedChangeHandler', () => {
  it('shows each value at once and reports only the last after the delay', () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useDebouncedChangeHandler<number>(0, onChange, 100))
    act(() => result.current[1](10))
    act(() => result.current[1](20))
    expect(result.current[0]).toBe(20)
    act(() => vi.advanceTimersByTime(99))
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith(20)
  })

  it('follows a new value from outside', () => {
    const onChange = vi.fn()
    const { result, rerender } = renderHook(({ value }) => useDebouncedChangeHandler(value, onChange, 100), {
      initialProps: { value: 0 },
    })
    rerender({ value: 75 })
    expect(result.current[0]).toBe(75)
  })
})
