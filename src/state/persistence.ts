// Persisted user, transactions, lists and governance-token figures through redux-localstorage-simple: saved
// (debounced) after actions by its `save` middleware, loaded at start by its `load` and validated before the store
// sees anything.
import type { Middleware } from '@reduxjs/toolkit'
import { load, save } from 'redux-localstorage-simple'

import { addPopup } from './application/slice'
import { validateGovernanceTokenState } from './governanceToken/validate'
import { validateListsState } from './lists/validate'
import type { RootState } from './reducer'
import { PERSIST_NAMESPACE, PERSISTED_STATES, type PersistedKey, storageKey } from './storageKeys'
import { validateTransactionsState } from './transactions/validate'
import { validateUserState } from './user/validate'

export { PERSISTED_STATES, storageKey } from './storageKeys'

/**
 * Version of the persisted shape, stored under `venom_version`. Bump it with a migration below when a
 * persisted field changes meaning. Persisted enum values are never renumbered or renamed.
 */
export const PERSIST_VERSION = 1
const VERSION_STATE = 'version'
export const VERSION_KEY = storageKey(VERSION_STATE)
/** Batches the writes of bursts of actions (a block's worth of updates) into one. */
export const PERSIST_DEBOUNCE_MS = 300

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

/**
 * The stored slices and version as the library loads them (each key JSON-parsed on its own; a key that is not
 * JSON, or storage that cannot be read, reads as absent). Its merge skips `__proto__`, `constructor` and
 * `prototype` keys, and whatever it returns still goes through validation.
 */
function readRaw(): { raw: Record<string, unknown>; version: unknown } {
  // Without warnings: a first visit has nothing stored, and a corrupt key is simply dropped.
  const loaded = load({
    namespace: PERSIST_NAMESPACE,
    states: [...PERSISTED_STATES, VERSION_STATE],
    disableWarnings: true,
  }) as Record<string, unknown>
  const raw: Record<string, unknown> = {}
  for (const key of PERSISTED_STATES) raw[key] = loaded[key]
  return { raw, version: loaded[VERSION_STATE] }
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

export const STORAGE_REFUSED_POPUP = 'storage-refused'

/** After the library's debounced save: time enough for it to have written. */
export const SAVE_CHECK_DELAY_MS = PERSIST_DEBOUNCE_MS + 100

/**
 * The slices storage does not hold as this tab has them: each slice that changed since the last check is read back
 * and compared (only a changed slice costs a serialization, as it did for the library's write). A slice another tab
 * wrote since (`writtenElsewhere`, from storage events) differs for that reason, not for a refusal: it is passed over.
 */
function createSaveCheck() {
  const checked = new Map<PersistedKey, unknown>()
  return (slices: PersistedState, writtenElsewhere: ReadonlySet<string>): Partial<PersistedState> => {
    const missing: Partial<Record<PersistedKey, unknown>> = {}
    for (const key of PERSISTED_STATES) {
      const slice = slices[key]
      if (checked.get(key) === slice) continue
      let stored: string | null = null
      try {
        stored = localStorage.getItem(storageKey(key))
      } catch {
        // Storage that cannot even be read cannot hold anything.
      }
      if (stored === JSON.stringify(slice) || writtenElsewhere.has(storageKey(key))) checked.set(key, slice)
      else missing[key] = slice
    }
    return missing as Partial<PersistedState>
  }
}

/**
 * The library's save, debounced (a burst of actions, such as a block's updates, is written once), and, because a
 * pending debounced save would be lost when the page goes away, one more write of everything on pagehide (the
 * library has no flush). The library only logs a write that storage refuses (quota, private mode), so each save is
 * checked: a slice storage does not hold is written again at once, and when storage refuses that too, the user is
 * told once a visit (a popup that stays until closed). A refused write replaces nothing: what was saved before stays.
 */
export function persistMiddleware(): Middleware {
  // Its warnings on: a write that storage refuses (quota, disabled) is logged, never thrown.
  const saveMiddleware = save({
    namespace: PERSIST_NAMESPACE,
    states: [...PERSISTED_STATES],
    debounce: PERSIST_DEBOUNCE_MS,
  })
  const notHeld = createSaveCheck()
  const writtenElsewhere = new Set<string>()
  let refused = false
  let check: ReturnType<typeof setTimeout> | undefined
  let lastActionAt = 0
  return (api) => {
    const slices = () => persistedSlices(api.getState() as RootState)
    if (typeof window !== 'undefined') {
      window.addEventListener('pagehide', () => writeState(slices()))
      window.addEventListener('storage', ({ key }) => {
        if (key !== null) writtenElsewhere.add(key)
      })
    }
    const checkSave = () => {
      // The library's save waits for a quiet moment: while actions keep coming, so does the check.
      const quietFor = Date.now() - lastActionAt
      if (quietFor < SAVE_CHECK_DELAY_MS) {
        check = setTimeout(checkSave, SAVE_CHECK_DELAY_MS - quietFor)
        return
      }
      check = undefined
      const missing = notHeld(slices(), writtenElsewhere)
      writtenElsewhere.clear()
      if (Object.keys(missing).length === 0) return
      // An action may have come between the library's write and this check: a write of these slices settles it.
      if (writeState(missing) || refused) return
      refused = true
      api.dispatch(addPopup({ key: STORAGE_REFUSED_POPUP, content: { storageRefused: true }, removeAfterMs: null }))
    }
    const next = (saveMiddleware as Middleware)(api)
    return (dispatchNext) => {
      const handle = next(dispatchNext)
      return (action) => {
        const result = handle(action)
        // One timer per burst, not one per action (a block's updates are dozens of actions).
        if (typeof window !== 'undefined') {
          lastActionAt = Date.now()
          check ??= setTimeout(checkSave, SAVE_CHECK_DELAY_MS)
        }
        return result
      }
    }
  }
}
