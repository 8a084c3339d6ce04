import { describe, expect, it } from 'vitest'

import reducer, { Field, initialMintState, type MintState, resetMintState, typeInput } from './slice'

const typedA: MintState = { independentField: Field.CURRENCY_A, typedValue: '1', otherTypedValue: '' }

describe('mint slice', () => {
  it('starts empty on side A', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual(initialMintState)
  })

  it('resets', () => {
    expect(reducer(typedA, resetMintState())).toEqual(initialMintState)
  })

  describe('with liquidity (the other side is derived)', () => {
    it('types into the same side', () => {
      expect(reducer(typedA, typeInput({ field: Field.CURRENCY_A, typedValue: '2', noLiquidity: false }))).toEqual({
        independentField: Field.CURRENCY_A,
        typedValue: '2',
        otherTypedValue: '',
      })
    })
    it('typing the other side makes it independent and forgets any other value', () => {
      const state = { ...typedA, otherTypedValue: '5' }
      expect(reducer(state, typeInput({ field: Field.CURRENCY_B, typedValue: '3', noLiquidity: false }))).toEqual({
        independentField: Field.CURRENCY_B,
        typedValue: '3',
        otherTypedValue: '',
      })
    })
  })

  describe('without liquidity (both sides typed freely)', () => {
    it('types into the independent side and keeps the other value', () => {
      const state = { ...typedA, otherTypedValue: '5' }
      expect(reducer(state, typeInput({ field: Field.CURRENCY_A, typedValue: '2', noLiquidity: true }))).toEqual({
        independentField: Field.CURRENCY_A,
        typedValue: '2',
        otherTypedValue: '5',
      })
    })
    it('typing the other side swaps the roles and keeps the first value', () => {
      expect(reducer(typedA, typeInput({ field: Field.CURRENCY_B, typedValue: '3', noLiquidity: true }))).toEqual({
        independentField: Field.CURRENCY_B,
        typedValue: '3',
        otherTypedValue: '1',
      })
    })
  })
})
