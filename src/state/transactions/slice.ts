// Placeholder: the transactions slice is being written; keep the default export a reducer.
import { createSlice } from '@reduxjs/toolkit'

const transactionsSlice = createSlice({ name: 'transactions', initialState: {} as Record<string, never>, reducers: {} })

export default transactionsSlice.reducer
