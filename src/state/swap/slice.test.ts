import { describe, expect, it } from 'vitest'

import reducer, {
  Field,
  initialSwapState,
  replaceSwapState,
  selectCurrency,
  setRecipient,
  type SwapState,
  switchCurrencies,
  typeInput,
} from './slice'

const state: SwapState = {
  independentField: Field.INPUT,
  typedValue: '1',
  [Field.INPUT]: { currencyId: 'ETH' },
  [Field.OUTPUT]: { currencyId: '0xB' },
  recipient: null,
}

describe('swap slice', () => {
  it('starts empty', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual(initialSwapState)
  })
  it('selects a currency for a side', () => {
    const next = reducer(state, selectCurrency({ field: Field.OUTPUT, currencyId: '0xC' }))
    expect(next[Field.OUTPUT].currencyId).toBe('0xC')
    expect(next[Field.INPUT].currencyId).toBe('ETH')
    expect(next.independentField).toBe(Field.INPUT)
  })
  it("choosing the other side's currency swaps the sides and flips the independent field", () => {
    const next = reducer(state, selectCurrency({ field: Field.INPUT, currencyId: '0xB' }))
    expect(next[Field.INPUT].currencyId).toBe('0xB')
    expect(next[Field.OUTPUT].currencyId).toBe('ETH')
    expect(next.independentField).toBe(Field.OUTPUT)
    expect(next.typedValue).toBe('1')
  })
  it('switches currencies', () => {
    const next = reducer(state, switchCurrencies())
    expect([next[Field.INPUT].currencyId, next[Field.OUTPUT].currencyId, next.independentField]).toEqual([
      '0xB',
      'ETH',
      Field.OUTPUT,
    ])
  })
  it('types into a side', () => {
    const next = reducer(state, typeInput({ field: Field.OUTPUT, typedValue: '2.5' }))
    expect([next.independentField, next.typedValue]).toEqual([Field.OUTPUT, '2.5'])
  })
  it('replaces the whole state and sets the recipient', () => {
    const replaced = reducer(
      state,
      replaceSwapState({
        field: Field.OUTPUT,
        typedValue: '3',
        inputCurrencyId: '0xA',
        outputCurrencyId: '',
        recipient: 'a.eth',
      }),
    )
    expect(replaced).toEqual({
      independentField: Field.OUTPUT,
      typedValue: '3',
      [Field.INPUT]: { currencyId: '0xA' },
      [Field.OUTPUT]: { currencyId: '' },
      recipient: 'a.eth',
    })
    expect(reducer(replaced, setRecipient({ recipient: null })).recipient).toBeNull()
  })
  it('keeps the same object when the replacement is the state it already is, and only then', () => {
    const payload = {
      field: Field.INPUT,
      typedValue: '1',
      inputCurrencyId: 'ETH',
      outputCurrencyId: '0xB',
      recipient: null,
    }
    const replaced = reducer(state, replaceSwapState(payload))
    expect(reducer(replaced, replaceSwapState({ ...payload }))).toBe(replaced)
    for (const change of [
      { field: Field.OUTPUT },
      { typedValue: '2' },
      { inputCurrencyId: '0xC' },
      { outputCurrencyId: undefined },
      { recipient: '0x0000000000000000000000000000000000000001' },
    ])
      expect(reducer(replaced, replaceSwapState({ ...payload, ...change }))).not.toBe(replaced)
  })
})
