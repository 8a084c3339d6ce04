// The store: the root reducer, persisted slices loaded (and validated) from localStorage.
import { configureStore } from '@reduxjs/toolkit'

import { loadPersistedState, persistMiddleware } from './persistence'
import { rootReducer, type RootState } from './reducer'
import { tabSyncMiddleware } from './tabSync'

interface StoreOptions {
  /** Shares the user's changes and the transaction records with the app's other tabs (./tabSync). */
  tabs?: { channel: Parameters<typeof tabSyncMiddleware>[0]; window: Parameters<typeof tabSyncMiddleware>[1] }
}

export function createStore(preloadedState: Partial<RootState> = loadPersistedState(), { tabs }: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // Multicall and popups hold plain data; the check costs time on every block for nothing.
    middleware: (getDefault) => {
      const middleware = getDefault({ serializableCheck: false, immutableCheck: false }).concat(persistMiddleware())
      return tabs ? middleware.concat(tabSyncMiddleware(tabs.channel, tabs.window)) : middleware
    },
  })
}

export type AppStore = ReturnType<typeof createStore>
export type AppDispatch = AppStore['dispatch']
export type { RootState }
