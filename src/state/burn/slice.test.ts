import { describe, expect, it } from 'vitest'

import { BurnField, burnReducer, initialBurnState, typeInput } from './slice'

describe('burn slice', () => {
  it('starts at 0 percent', () => {
    expect(burnReducer(undefined, { type: 'unknown' })).toEqual({
      independentField: BurnField.LIQUIDITY_PERCENT,
      typedValue: '0',
    })
  })

  it('records the field typed last and its text', () => {
    const state = burnReducer(initialBurnState, typeInput({ field: BurnField.CURRENCY_B, typedValue: '1.5' }))
    expect(state).toEqual({ independentField: BurnField.CURRENCY_B, typedValue: '1.5' })
    const again = burnReducer(state, typeInput({ field: BurnField.LIQUIDITY, typedValue: '' }))
    expect(again).toEqual({ independentField: BurnField.LIQUIDITY, typedValue: '' })
  })
})
