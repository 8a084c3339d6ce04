// The remove-liquidity form: which field was typed (percent, pool tokens or either currency) and its text. The page
// runs this reducer with React's useReducer: it lives only while the lazily loaded page is open.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export enum BurnField {
  LIQUIDITY_PERCENT = 'LIQUIDITY_PERCENT',
  LIQUIDITY = 'LIQUIDITY',
  CURRENCY_A = 'CURRENCY_A',
  CURRENCY_B = 'CURRENCY_B',
}

export interface BurnState {
  readonly independentField: BurnField
  readonly typedValue: string
}

export const initialBurnState: BurnState = {
  independentField: BurnField.LIQUIDITY_PERCENT,
  typedValue: '0',
}

const burnSlice = createSlice({
  name: 'burn',
  initialState: initialBurnState,
  reducers: {
    typeInput(_state, { payload }: PayloadAction<{ field: BurnField; typedValue: string }>) {
      return { independentField: payload.field, typedValue: payload.typedValue }
    },
  },
})

export const { typeInput } = burnSlice.actions
export const burnReducer = burnSlice.reducer
