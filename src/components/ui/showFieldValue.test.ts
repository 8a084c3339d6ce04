import { describe, expect, it } from 'vitest'

import { showFieldValue } from './showFieldValue'

describe('showFieldValue', () => {
  it('puts back the kept value and leaves an equal one (and its caret) alone', () => {
    const field = document.createElement('input')
    field.value = '1.5x'
    showFieldValue(field, '1.5')
    expect(field.value).toBe('1.5')
    field.setSelectionRange(1, 1)
    showFieldValue(field, '1.5')
    expect(field.selectionStart).toBe(1)
  })
})
