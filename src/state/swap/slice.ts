// The swap form: which side was typed, the typed value, each side's currency id and the recipient (not persisted).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

import { Field } from './actions'

export { Field } from './actions'

export interface SwapState {
  readonly independentField: Field
  readonly typedValue: string
  readonly [Field.INPUT]: { readonly currencyId: string | undefined }
  readonly [Field.OUTPUT]: { readonly currencyId: string | undefined }
  /** null: the connected account receives. */
  readonly recipient: string | null
}

export const initialSwapState: SwapState = {
  independentField: Field.INPUT,
  typedValue: '',
  [Field.INPUT]: { currencyId: '' },
  [Field.OUTPUT]: { currencyId: '' },
  recipient: null,
}

export interface ReplaceSwapStatePayload {
  field: Field
  typedValue: string
  inputCurrencyId?: string
  outputCurrencyId?: string
  recipient: string | null
}

function other(field: Field): Field {
  return field === Field.INPUT ? Field.OUTPUT : Field.INPUT
}

const swapSlice = createSlice({
  name: 'swap',
  initialState: initialSwapState,
  reducers: {
    replaceSwapState(state, { payload }: PayloadAction<ReplaceSwapStatePayload>) {
      // The state it already is (the page opening on the state the prerendered page was rendered with, the same
      // query applied again) stays the same object, so nothing that reads the form renders again for it.
      if (
        state.independentField === payload.field &&
        state.typedValue === payload.typedValue &&
        state[Field.INPUT].currencyId === payload.inputCurrencyId &&
        state[Field.OUTPUT].currencyId === payload.outputCurrencyId &&
        state.recipient === payload.recipient
      )
        return state
      return {
        independentField: payload.field,
        typedValue: payload.typedValue,
        [Field.INPUT]: { currencyId: payload.inputCurrencyId },
        [Field.OUTPUT]: { currencyId: payload.outputCurrencyId },
        recipient: payload.recipient,
      }
    },
    selectCurrency(state, { payload }: PayloadAction<{ field: Field; currencyId: string }>) {
      const otherField = other(payload.field)
      if (payload.currencyId === state[otherField].currencyId) {
        // The other side's currency: swap the sides, and the typed amount stays with its currency.
        return {
          ...state,
          independentField: other(state.independentField),
          [payload.field]: { currencyId: payload.currencyId },
          [otherField]: { currencyId: state[payload.field].currencyId },
        }
      }
      return { ...state, [payload.field]: { currencyId: payload.currencyId } }
    },
    switchCurrencies(state) {
      return {
        ...state,
        independentField: other(state.independentField),
        [Field.INPUT]: { currencyId: state[Field.OUTPUT].currencyId },
        [Field.OUTPUT]: { currencyId: state[Field.INPUT].currencyId },
      }
    },
    typeInput(state, { payload }: PayloadAction<{ field: Field; typedValue: string }>) {
      return { ...state, independentField: payload.field, typedValue: payload.typedValue }
    },
    setRecipient(state, { payload }: PayloadAction<{ recipient: string | null }>) {
      return { ...state, recipient: payload.recipient }
    },
  },
})

export const { replaceSwapState, selectCurrency, switchCurrencies, typeInput, setRecipient } = swapSlice.actions
export default swapSlice.reducer
