import { describe, expect, it } from 'vitest'

import { queryToSwapState } from '@/state/swap/queryParsing'
import { Field } from '@/state/swap/slice'

import { landingState } from './landingState'

describe('landingState', () => {
  it('sells the native coin and leaves the output to choose, as the landing URL (no query) does', () => {
    const { swap } = landingState()
    expect(swap[Field.INPUT].currencyId).toBe('ETH')
    expect(swap[Field.OUTPUT].currencyId).toBe('')
    expect(swap.typedValue).toBe('')
    expect(swap.independentField).toBe(Field.INPUT)
    expect(swap.recipient).toBeNull()
  })

  it('is what the page dispatches for that URL, on any chain (the native id is the same everywhere)', () => {
    const { inputCurrencyId, outputCurrencyId } = queryToSwapState('', 'FRA')
    expect(landingState().swap[Field.INPUT].currencyId).toBe(inputCurrencyId)
    expect(landingState().swap[Field.OUTPUT].currencyId).toBe(outputCurrencyId)
  })
})
