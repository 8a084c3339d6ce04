// Placeholder: the user slice is being written; keep the default export a reducer.
import { createSlice } from '@reduxjs/toolkit'

const userSlice = createSlice({ name: 'user', initialState: {} as Record<string, never>, reducers: {} })

export default userSlice.reducer
