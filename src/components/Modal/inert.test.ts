// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'

import { makeOthersInert } from './inert'

function child(): HTMLElement {
  return document.body.appendChild(document.createElement('div'))
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('makeOthersInert', () => {
  it('makes every sibling inert but the dialog, and undoes it', () => {
    const [root, dialog] = [child(), child()]
    const restore = makeOthersInert(dialog)
    expect(root.hasAttribute('inert')).toBe(true)
    expect(dialog.hasAttribute('inert')).toBe(false)
    restore()
    expect(root.hasAttribute('inert')).toBe(false)
  })

  it('keeps only the topmost of two dialogs live, whichever order they close in', () => {
    const [root, first, second] = [child(), child(), child()]
    const restoreFirst = makeOthersInert(first)
    const restoreSecond = makeOthersInert(second)
    expect([root, first, second].map((element) => element.hasAttribute('inert'))).toEqual([true, true, false])
    restoreSecond()
    expect([root, first, second].map((element) => element.hasAttribute('inert'))).toEqual([true, false, true])
    restoreFirst()
    expect([root, first, second].map((element) => element.hasAttribute('inert'))).toEqual([false, false, false])
  })

  it('frees only what it made inert', () => {
    const [other, dialog] = [child(), child()]
    other.setAttribute('inert', '')
    makeOthersInert(dialog)()
    expect(other.hasAttribute('inert')).toBe(true)
  })

  it('does nothing for a detached element', () => {
    const restore = makeOthersInert(document.createElement('div'))
    expect(() => restore()).not.toThrow()
  })
})
