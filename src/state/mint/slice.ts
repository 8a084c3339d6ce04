// The add-liquidity form: which side was typed, its value, and (for a new pool) the other side's own typed value.
// Used through React's useReducer inside the lazily loaded page, not in the root store (first-load budget).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export enum Field {
  CURRENCY_A = 'CURRENCY_A',
  CURRENCY_B = 'CURRENCY_B',
}

export interface MintState {
  readonly independentField: Field
  readonly typedValue: string
  /** Only meaningful without liquidity, where both sides are typed freely (they set the price). */
  readonly otherTypedValue: string
}

export const initialMintState: MintState = {
  independentField: Field.CURRENCY_A,
  typedValue: '',
  otherTypedValue: '',
}

export interface TypeInputPayload {
  field: Field
  typedValue: string
  /** The pool is new (or empty): the other side keeps what was typed in it instead of being derived. */
  noLiquidity: boolean
}

const mintSlice = createSlice({
  name: 'mint',
  initialState: initialMintState,
  reducers: {
    resetMintState() {
      return initialMintState
    },
    typeInput(state, { payload: { field, typedValue, noLiquidity } }: PayloadAction<TypeInputPayload>) {
      if (!noLiquidity) return { ...state, independentField: field, typedValue, otherTypedValue: '' }
      if (field === state.independentField) return { ...state, typedValue }
      // Typing the other side of a new pool: it becomes the independent one and the old value is kept.
      return { ...state, independentField: field, typedValue, otherTypedValue: state.typedValue }
    },
  },
})

export const { resetMintState, typeInput } = mintSlice.actions
export const mintReducer = mintSlice.reducer
export default mintSlice.reducer
