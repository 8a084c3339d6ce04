// The store: the root reducer, persisted slices loaded (and validated) from localStorage.
import { configureStore, type Middleware } from '@reduxjs/toolkit'

import { loadPersistedState, persistMiddleware } from './persistence'
import { rootReducer, type RootState } from './reducer'

interface StoreOptions {
  /** After persistence: the app's sharing with its other tabs (./tabSync, filled late through ./lateMiddleware). */
  middleware?: Middleware[]
}

export function createStore(
  preloadedState: Partial<RootState> = loadPersistedState(),
  { middleware: extra = [] }: StoreOptions = {},
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // Multicall and popups hold plain data; the check costs time on every block for nothing.
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false, immutableCheck: false }).concat(persistMiddleware(), ...extra),
  })
}

export type AppStore = ReturnType<typeof createStore>
export type AppDispatch = AppStore['dispatch']
export type { RootState }
