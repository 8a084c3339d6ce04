import { act, cleanup } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'

import LOCAL from '@/config/deployments/local.json'
import { Field } from '@/state/swap/actions'
import { useSwapState } from '@/state/swap/hooks'
import { selectCurrency, typeInput } from '@/state/swap/slice'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import { useDerivedSwapInfo } from './useDerivedSwapInfo'

afterEach(cleanup)

interface Render {
  typed: string
  typedField: Field
  quoted: string | undefined
  quotedField: Field
  pending: boolean
}

function Probe({ renders }: { renders: Render[] }) {
  const { typedValue, independentField } = useSwapState()
  const info = useDerivedSwapInfo()
  renders.push({
    typed: typedValue,
    typedField: independentField,
    quoted: info.parsedAmount?.toExact(),
    quotedField: info.quotedField,
    pending: info.isQuotePending,
  })
  return null
}

/** FRA (the native coin, known without a chain) on the given side, BUSD (no list loaded: not parsed) on the other. */
function renderProbe(nativeSide: Field = Field.INPUT) {
  const renders: Render[] = []
  const { store } = renderWithProviders(
    <MemoryRouter>
      <Probe renders={renders} />
    </MemoryRouter>,
  )
  act(() => {
    const tokenSide = nativeSide === Field.INPUT ? Field.OUTPUT : Field.INPUT
    store.dispatch(selectCurrency({ field: nativeSide, currencyId: 'ETH' }))
    store.dispatch(selectCurrency({ field: tokenSide, currencyId: LOCAL.tokens.BUSD }))
  })
  return { renders, store }
}

/** A render that shows a quote for the amount typed, or says that the quote has not followed yet. */
const isHonest = (render: Render) =>
  render.pending || (render.quotedField === render.typedField && (render.quoted ?? '') === render.typed)

describe('useDerivedSwapInfo', () => {
  it('a key renders at once with the last quote marked pending, then the quote follows in a render of its own', () => {
    const { renders, store } = renderProbe()
    renders.length = 0
    act(() => void store.dispatch(typeInput({ field: Field.INPUT, typedValue: '12.5' })))

    expect(renders[0]).toEqual({
      typed: '12.5',
      typedField: Field.INPUT,
      quoted: undefined,
      quotedField: Field.INPUT,
      pending: true,
    })
    expect(renders.at(-1)).toEqual({
      typed: '12.5',
      typedField: Field.INPUT,
      quoted: '12.5',
      quotedField: Field.INPUT,
      pending: false,
    })
    expect(renders.filter((render) => !isHonest(render))).toEqual([])
  })

  it('typing into the other field moves the field and its amount together', () => {
    const { renders, store } = renderProbe(Field.OUTPUT)
    act(() => void store.dispatch(typeInput({ field: Field.INPUT, typedValue: '1' })))
    renders.length = 0
    act(() => void store.dispatch(typeInput({ field: Field.OUTPUT, typedValue: '30' })))

    // Never the new field with the old amount or the old field with the new one.
    expect(renders[0]).toMatchObject({ typedField: Field.OUTPUT, quotedField: Field.INPUT, pending: true })
    expect(renders.at(-1)).toMatchObject({ quotedField: Field.OUTPUT, quoted: '30', pending: false })
    expect(renders.filter((render) => !isHonest(render))).toEqual([])
  })

  it('keys typed faster than the quote follows leave it with the last amount, never an earlier one', () => {
    const { renders, store } = renderProbe()
    renders.length = 0
    act(() => {
      for (const typed of ['1', '12', '12.', '12.5'])
        store.dispatch(typeInput({ field: Field.INPUT, typedValue: typed }))
    })
    expect(renders.at(-1)).toMatchObject({ typed: '12.5', quoted: '12.5', pending: false })
    expect(renders.filter((render) => !isHonest(render))).toEqual([])
  })
})
