// Placeholder: persisted user, transactions and lists, validated on load, is being written.
import type { Middleware } from '@reduxjs/toolkit'

import type { RootState } from './reducer'

export function loadPersistedState(): Partial<RootState> {
  return {}
}

export const persistMiddleware: Middleware = () => (next) => (action) => next(action)
