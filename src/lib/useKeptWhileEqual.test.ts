// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { useKeptWhileEqual } from './useKeptWhileEqual'

const sameNumbers = (a: number[], b: number[]) => a.length === b.length && a.every((value, i) => value === b[i])

describe('useKeptWhileEqual', () => {
  it('keeps the first of equal values, and takes a different one', () => {
    const first = [1, 2]
    const { result, rerender } = renderHook(({ value }) => useKeptWhileEqual(value, sameNumbers), {
      initialProps: { value: first },
    })
    rerender({ value: [1, 2] })
    expect(result.current).toBe(first)
    const changed = [1, 3]
    rerender({ value: changed })
    expect(result.current).toBe(changed)
    rerender({ value: [1, 3] })
    expect(result.current).toBe(changed)
  })
})
