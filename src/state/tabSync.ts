// Several tabs of the app share one truth. Each tab keeps the whole store and redux-localstorage-simple saves all of
// it, so without this the last tab to save would win: a transaction sent in one tab would vanish from storage once
// that tab closed while another kept saving its own copy, and a setting changed in one tab would be undone by the
// next. So the changes a user makes (settings, tokens, lists) and what the app records of transactions are sent to
// the other tabs, and each tab applies them as its own: every copy then saves the same state. Transactions travel as
// their records, merged record by record and only forward; and should a tab miss a message (frozen in the
// background), the records another tab saves reach it through storage the same way. No tab drops a record it did
// not create.
import type { Middleware } from '@reduxjs/toolkit'

import { acceptListUpdate, disableList, enableList, removeList } from './lists/slice'
import { storageKey } from './persistence'
import type { RootState } from './reducer'
import { PERSIST_NAMESPACE } from './storageKeys'
import { recordsToMerge } from './transactions/mergeRecords'
import {
  addTransaction,
  clearAllTransactions,
  droppedTransaction,
  finalizeTransaction,
  mergedTransactions,
  type TransactionState,
} from './transactions/slice'
import { validateTransactionsState } from './transactions/validate'
import {
  addSerializedPair,
  addSerializedToken,
  removeSerializedToken,
  setUserNode,
  toggleURLWarning,
  updateUserDarkMode,
  updateUserDeadline,
  updateUserExactApproval,
  updateUserExpertMode,
  updateUserSingleHopOnly,
  updateUserSlippageTolerance,
} from './user/slice'

export const TAB_CHANNEL = `${PERSIST_NAMESPACE}-tabs`

/**
 * The user's choices, told to the other tabs as the actions that made them; each reducer refuses a bad payload, as
 * it refuses one from this tab. Not what each tab finds for itself (block checks, balances, fetched lists, the
 * system's theme): each tab does that, and saying it would only be noise.
 */
const SHARED_ACTIONS = new Set<string>(
  [
    updateUserDarkMode,
    updateUserExpertMode,
    updateUserSingleHopOnly,
    updateUserExactApproval,
    updateUserSlippageTolerance,
    updateUserDeadline,
    addSerializedToken,
    removeSerializedToken,
    addSerializedPair,
    setUserNode,
    toggleURLWarning,
    enableList,
    disableList,
    removeList,
    acceptListUpdate,
    clearAllTransactions,
  ].map((creator) => creator.type),
)

/**
 * What is recorded of a transaction is told as the record itself, which the other tabs validate as they validate
 * storage and merge forward only (pending, dropped, mined): the same path as the records another tab saves.
 */
const RECORDING_ACTIONS = new Set<string>(
  [addTransaction, finalizeTransaction, droppedTransaction].map(({ type }) => type),
)

type TabMessage = { kind: 'action'; type: string; payload?: unknown } | { kind: 'records'; records: unknown }

interface AnyAction {
  type: string
  payload?: unknown
  /** Set on an action that came from another tab, so that it is not sent back. */
  meta?: { fromOtherTab?: true }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The record an action of RECORDING_ACTIONS made or moved, as the state holds it now. */
function recordOf(state: RootState, payload: unknown): TransactionState | undefined {
  if (!isObject(payload)) return undefined
  const { chainId, hash } = payload as { chainId?: number; hash?: string }
  const record = chainId !== undefined && hash !== undefined ? state.transactions[chainId]?.[hash] : undefined
  return record ? { [chainId as number]: { [hash as string]: record } } : undefined
}

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>

/**
 * Sends this tab's changes on `channel`, applies the other tabs' ones, and merges the transactions they save
 * (storage events of `window`). Messages come only from this origin's pages, as storage does; each is still checked.
 */
export function tabSyncMiddleware(channel: Channel, window?: Pick<Window, 'addEventListener'>): Middleware {
  return (api) => {
    const mergeRecords = (raw: unknown) => {
      const changes = recordsToMerge((api.getState() as RootState).transactions, validateTransactionsState(raw))
      if (Object.keys(changes).length > 0) api.dispatch(mergedTransactions(changes))
    }
    const apply = (message: TabMessage) => {
      try {
        if (message.kind === 'records') mergeRecords(message.records)
        else if (SHARED_ACTIONS.has(message.type))
          api.dispatch({ type: message.type, payload: message.payload, meta: { fromOtherTab: true } })
      } catch (error) {
        // A change that does not apply here (a list update this tab has not fetched) leaves this tab as it was.
        console.warn('A change from another tab did not apply', error)
      }
    }
    channel.addEventListener('message', (event: MessageEvent) => {
      if (isObject(event.data) && (event.data.kind === 'records' || typeof event.data.type === 'string'))
        apply(event.data as TabMessage)
    })
    window?.addEventListener('storage', (event: StorageEvent) => {
      if (event.key !== storageKey('transactions') || event.newValue === null) return
      try {
        mergeRecords(JSON.parse(event.newValue))
      } catch (error) {
        console.warn('Transactions saved by another tab could not be read', error)
      }
    })
    const post = (message: TabMessage) => {
      try {
        channel.postMessage(message)
      } catch (error) {
        console.warn('Other tabs could not be told of a change', error)
      }
    }
    return (next) => (action) => {
      const result = next(action)
      const { type, payload, meta } = action as AnyAction
      if (meta?.fromOtherTab) return result
      if (SHARED_ACTIONS.has(type)) post({ kind: 'action', type, payload })
      else if (RECORDING_ACTIONS.has(type)) {
        const records = recordOf(api.getState() as RootState, payload)
        if (records) post({ kind: 'records', records })
      }
      return result
    }
  }
}
