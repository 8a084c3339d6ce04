import { describe, expect, it } from 'vitest'

import { withHistoryValue } from './useHistoryRead'

describe('withHistoryValue', () => {
  it('is ready only once the value made from the history is there', () => {
    expect(withHistoryValue({ status: 'ready', value: 1 }, 'made')).toEqual({ status: 'ready', value: 'made' })
    expect(withHistoryValue({ status: 'ready', value: 1 }, undefined)).toEqual({
      status: 'loading',
      progress: 1,
      value: undefined,
    })
  })

  it('keeps a read’s progress and a refusal', () => {
    expect(withHistoryValue({ status: 'loading', progress: 0.4, value: undefined }, 'old')).toEqual({
      status: 'loading',
      progress: 0.4,
      value: 'old',
    })
    expect(withHistoryValue({ status: 'unserved', value: undefined }, undefined)).toEqual({
      status: 'unserved',
      value: undefined,
    })
  })
})
