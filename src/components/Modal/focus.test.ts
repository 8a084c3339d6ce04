// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { wrapTarget } from './focus'

const [a, b, c] = ['a', 'b', 'c'].map((name) => {
  const button = document.createElement('button')
  button.textContent = name
  return button
})

describe('wrapTarget', () => {
  it('wraps from the last control to the first, and back from the first to the last', () => {
    expect(wrapTarget([a, b, c], c, false)).toBe(a)
    expect(wrapTarget([a, b, c], a, true)).toBe(c)
  })

  it('leaves moves inside the dialog to the browser', () => {
    expect(wrapTarget([a, b, c], a, false)).toBeUndefined()
    expect(wrapTarget([a, b, c], b, true)).toBeUndefined()
  })

  it('brings focus that sits elsewhere (the dialog itself) to the first or last control', () => {
    const card = document.createElement('div')
    expect(wrapTarget([a, b, c], card, false)).toBe(a)
    expect(wrapTarget([a, b, c], card, true)).toBe(c)
    expect(wrapTarget([a, b, c], null, false)).toBe(a)
  })

  it('does nothing in a dialog without controls; a single control wraps onto itself', () => {
    expect(wrapTarget([], a, false)).toBeUndefined()
    expect(wrapTarget([a], a, false)).toBe(a)
    expect(wrapTarget([a], a, true)).toBe(a)
  })
})
