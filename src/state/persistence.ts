// Persisted user, transactions, lists and governance-token figures: saved (debounced) after actions, loaded at start
// and validated.
import type { Middleware } from '@reduxjs/toolkit'

import { warnDropped } from '@/utils/storage/warnDropped'

import { validateGovernanceTokenState } from './governanceToken/validate'
import { validateListsState } from './lists/validate'
import type { RootState } from './reducer'
import { validateTransactionsState } from './transactions/validate'
import { validateUserState } from './user/validate'

export const PERSIST_NAMESPACE = 'venom'
export const PERSISTED_STATES = ['user', 'transactions', 'lists', 'governanceToken'] as const
type PersistedKey = (typeof PERSISTED_STATES)[number]

/**
 * Version of the persisted shape, stored under `venom_version`. Bump it with a migration below when a
 * persisted field changes meaning. Persisted enum values are never renumbered or renamed.
 */
export const PERSIST_VERSION = 1
export const VERSION_KEY = `${PERSIST_NAMESPACE}_version`
/** Batches the writes of bursts of actions (a block's worth of updates) into one. */
export const PERSIST_DEBOUNCE_MS = 300

export const storageKey = (state: PersistedKey) => `${PERSIST_NAMESPACE}_${state}`

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** One step per version: takes the raw data of version n-1 to version n. Version 0 is "no version stored". */
const MIGRATIONS: Record<number, (raw: Record<string, unknown>) => Record<string, unknown>> = {
  // Before versioning the shape was already that of version 1; validation cleans whatever differs.
  1: (raw) => raw,
}

function migrate(raw: Record<string, unknown>, storedVersion: unknown): Record<string, unknown> {
  const from = Number.isSafeInteger(storedVersion) && (storedVersion as number) >= 0 ? (storedVersion as number) : 0
  // Data from a newer build (after a rollback) is not migrated down: validation keeps what still fits.
  let data = raw
  for (let version = from + 1; version <= PERSIST_VERSION; version++) data = MIGRATIONS[version]?.(data) ?? data
  return data
}

export type PersistedState = Pick<RootState, 'user' | 'transactions' | 'lists' | 'governanceToken'>

/**
 * Anything in, a valid persisted state out: each slice (and within it each field) that is corrupt,
 * foreign or of an old shape falls back to its default, and what is valid is kept. Pure.
 */
export function validatePersistedState(raw: unknown, storedVersion?: unknown): PersistedState {
  const data = migrate(isRecord(raw) ? raw : {}, storedVersion)
  return {
    user: validateUserState(data.user),
    transactions: validateTransactionsState(data.transactions),
    lists: validateListsState(data.lists),
    governanceToken: validateGovernanceTokenState(data.governanceToken),
  }
}

/** One key's parsed JSON, or undefined when absent or not JSON (warned about): other keys are unaffected. */
function readKey(key: string): unknown {
  let stored: string | null
  try {
    stored = localStorage.getItem(key)
  } catch (error) {
    console.warn('Stored state could not be read; starting with defaults', error)
    return undefined
  }
  if (stored === null) return undefined
  try {
    return JSON.parse(stored)
  } catch {
    warnDropped(key, stored)
    return undefined
  }
}

/**
 * Reads each key on its own, without ever throwing (storage may be disabled or full of garbage). Not through the
 * library's `load`: it deep-merges the parsed JSON, and a stored `__proto__` key must never reach a merge.
 */
function readRaw(): { raw: Record<string, unknown>; version: unknown } {
  const raw: Record<string, unknown> = {}
  for (const key of PERSISTED_STATES) raw[key] = readKey(storageKey(key))
  return { raw, version: readKey(VERSION_KEY) }
}

/**
 * Writes the given slices and the version now; failures (quota, disabled storage) are logged, never thrown.
 * Says whether everything was written.
 */
function writeState(state: Partial<Record<PersistedKey, unknown>>): boolean {
  try {
    for (const key of PERSISTED_STATES) {
      if (state[key] !== undefined) localStorage.setItem(storageKey(key), JSON.stringify(state[key]))
    }
    localStorage.setItem(VERSION_KEY, JSON.stringify(PERSIST_VERSION))
    return true
  } catch (error) {
    console.warn('State could not be saved', error)
    return false
  }
}

/** The validated persisted state for the store's preloaded state; re-saved at once so storage holds clean data. */
export function loadPersistedState(): Partial<RootState> {
  let state: PersistedState
  try {
    const { raw, version } = readRaw()
    state = validatePersistedState(raw, version)
  } catch (error) {
    // A validator bug must not cost the user the app: start clean.
    console.error('Stored state could not be validated; starting with defaults', error)
    state = validatePersistedState(undefined)
  }
  writeState(state)
  return state
}

const persistedSlices = (state: RootState): PersistedState => ({
  user: state.user,
  transactions: state.transactions,
  lists: state.lists,
  governanceToken: state.governanceToken,
})

/**
 * Saves after each burst of actions (debounced: the last action's state, PERSIST_DEBOUNCE_MS after it) and,
 * because a pending debounced save would be lost when the page goes away, once more synchronously on pagehide.
 * Only slices that changed since the last save are written: a block's updates rarely touch the (large) records.
 */
export const persistMiddleware: Middleware = (api) => {
  let saved: Partial<PersistedState> = {}
  const saveNow = () => {
    const current = persistedSlices(api.getState() as RootState)
    const changed: Partial<Record<PersistedKey, unknown>> = {}
    for (const key of PERSISTED_STATES) if (current[key] !== saved[key]) changed[key] = current[key]
    // After a failed write every slice counts as unsaved, so the next save tries them all again.
    saved = writeState(changed) ? current : {}
  }
  if (typeof window !== 'undefined') window.addEventListener('pagehide', saveNow)
  let pending: ReturnType<typeof setTimeout> | undefined
  return (next) => (action) => {
    const result = next(action)
    clearTimeout(pending)
    pending = setTimeout(saveNow, PERSIST_DEBOUNCE_MS)
    return result
  }
}
