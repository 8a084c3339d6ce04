import { configureStore, createSlice, type Middleware } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'

import { lateMiddleware } from './lateMiddleware'

const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: { add: (state, { payload }: { payload: number }) => state + payload },
})

describe('lateMiddleware', () => {
  it('passes actions through until filled, then through the late middleware, which sees the store', () => {
    const late = lateMiddleware()
    const store = configureStore({
      reducer: counter.reducer,
      middleware: (getDefault) => getDefault().concat(late.middleware),
    })
    store.dispatch(counter.actions.add(1))
    expect(store.getState()).toBe(1)

    const seen: [string, number][] = []
    const recorder: Middleware = (api) => (next) => (action) => {
      const result = next(action)
      seen.push([(action as { type: string }).type, api.getState() as number])
      return result
    }
    late.fill(recorder)
    store.dispatch(counter.actions.add(2))
    expect(seen).toEqual([['counter/add', 3]])
    expect(store.getState()).toBe(3)
  })

  it('refuses to be filled before the store exists', () => {
    expect(() => lateMiddleware().fill(() => (next) => next)).toThrow()
  })
})
