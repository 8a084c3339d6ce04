import { describe, expect, it } from 'vitest'

import { shouldCloseOnDrag } from './drag'

describe('shouldCloseOnDrag', () => {
  it('closes past 300 px, or on a fast downward flick', () => {
    expect(shouldCloseOnDrag(301, 2000)).toBe(true)
    expect(shouldCloseOnDrag(300, 2000)).toBe(false)
    expect(shouldCloseOnDrag(120, 80)).toBe(true)
    expect(shouldCloseOnDrag(20, 5)).toBe(false)
    expect(shouldCloseOnDrag(-400, 100)).toBe(false)
  })
})
