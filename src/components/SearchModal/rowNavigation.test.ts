import { describe, expect, it } from 'vitest'

import { arrowStep, nextRowIndex } from './rowNavigation'

const none = () => false

describe('arrowStep', () => {
  it('maps the vertical arrows and nothing else', () => {
    expect(arrowStep('ArrowDown')).toBe(1)
    expect(arrowStep('ArrowUp')).toBe(-1)
    expect(arrowStep('ArrowLeft')).toBeUndefined()
    expect(arrowStep('Enter')).toBeUndefined()
    expect(arrowStep('')).toBeUndefined()
  })
})

describe('nextRowIndex', () => {
  it('goes from the search field to the first row and on down', () => {
    expect(nextRowIndex(-1, 1, 3, none)).toBe(0)
    expect(nextRowIndex(0, 1, 3, none)).toBe(1)
  })

  it('stays on the last row going down, and leaves the first row for the search field going up', () => {
    expect(nextRowIndex(2, 1, 3, none)).toBe(2)
    expect(nextRowIndex(0, -1, 3, none)).toBe(-1)
    expect(nextRowIndex(-1, -1, 3, none)).toBe(-1)
  })

  it('skips disabled rows (the currency already selected) both ways', () => {
    const isDisabled = (index: number) => index === 1
    expect(nextRowIndex(0, 1, 3, isDisabled)).toBe(2)
    expect(nextRowIndex(2, -1, 3, isDisabled)).toBe(0)
    expect(nextRowIndex(-1, 1, 1, (index) => index === 0)).toBe(-1)
  })

  it('has nowhere to go in an empty list', () => {
    expect(nextRowIndex(-1, 1, 0, none)).toBe(-1)
    expect(nextRowIndex(-1, -1, 0, none)).toBe(-1)
  })
})
