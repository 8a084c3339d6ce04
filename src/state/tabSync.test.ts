// @vitest-environment jsdom
// Two tabs of the app, as two stores on one origin: one localStorage, and BroadcastChannels of one name (Node's, which
// deliver between instances of one process as a browser's do between tabs).
import { afterEach, describe, expect, it, vi } from 'vitest'

import { FROM, HASH, OTHER_HASH, receiptOf } from '@/test-support/transactionRecords'

import { createStore } from './index'
import { acceptListUpdate } from './lists/slice'
import { PERSIST_DEBOUNCE_MS, SAVE_CHECK_DELAY_MS, storageKey, validatePersistedState } from './persistence'
import { TAB_CHANNEL, tabSyncMiddleware } from './tabSync'
import { addTransaction, finalizeTransaction, type TransactionState } from './transactions/slice'
import { updateUserDeadline, updateUserExpertMode, updateUserSlippageTolerance } from './user/slice'

const RECEIPT = receiptOf()

const channels: BroadcastChannel[] = []

/** A tab: its own store on the shared storage, its own channel, its own window's storage events. */
function openTab() {
  const channel = new BroadcastChannel(TAB_CHANNEL)
  channels.push(channel)
  const events = new EventTarget()
  const store = createStore(validatePersistedState(undefined), {
    middleware: [tabSyncMiddleware(channel, events as Window)],
  })
  const posted = vi.spyOn(channel, 'postMessage')
  const storageEvent = (key: string, newValue: string | null) =>
    events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }))
  return { store, channel, posted, storageEvent }
}

/** Lets the channels deliver what was posted. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20))

afterEach(async () => {
  // A store's check of its last save comes after it; the tabs of this test must not write into the next one's storage.
  await new Promise((resolve) => setTimeout(resolve, SAVE_CHECK_DELAY_MS + 20))
  vi.restoreAllMocks()
  for (const channel of channels.splice(0)) channel.close()
  localStorage.clear()
})

describe('tabs share one truth', () => {
  it('a setting changed in either tab reaches the other, and is not sent back', async () => {
    const a = openTab()
    const b = openTab()
    a.store.dispatch(updateUserSlippageTolerance({ userSlippageTolerance: 100 }))
    b.store.dispatch(updateUserDeadline({ userDeadline: 600 }))
    await delivered()
    for (const tab of [a, b]) {
      expect(tab.store.getState().user.userSlippageTolerance).toBe(100)
      expect(tab.store.getState().user.userDeadline).toBe(600)
      expect(tab.posted).toHaveBeenCalledTimes(1)
    }
  })

  it('a transaction sent in one tab is recorded in the other, finalized there too, and saved by it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const a = openTab()
    const b = openTab()
    a.store.dispatch(addTransaction({ chainId: 1, hash: HASH, from: FROM, nonce: 1, summary: 'Swap' }))
    await delivered()
    expect(b.store.getState().transactions[1][HASH]).toMatchObject({ summary: 'Swap', from: FROM })
    a.store.dispatch(finalizeTransaction({ chainId: 1, hash: HASH, receipt: RECEIPT }))
    await delivered()
    expect(b.store.getState().transactions[1][HASH].receipt).toEqual(RECEIPT)

    // The sending tab closes; the other goes on saving, and the record is in what it saves.
    a.channel.close()
    b.store.dispatch(updateUserExpertMode({ userExpertMode: true }))
    await new Promise((resolve) => setTimeout(resolve, PERSIST_DEBOUNCE_MS + 50))
    const saved = JSON.parse(localStorage.getItem(storageKey('transactions')) ?? '{}') as TransactionState
    expect(saved[1][HASH].receipt).toEqual(RECEIPT)
    vi.useRealTimers()
  })

  it('a tab that missed a message takes the records another tab saves, and moves none back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const b = openTab()
    b.store.dispatch(addTransaction({ chainId: 1, hash: HASH, from: FROM, nonce: 1, summary: 'Swap' }))
    b.store.dispatch(finalizeTransaction({ chainId: 1, hash: HASH, receipt: RECEIPT }))
    const other = OTHER_HASH
    const saved = {
      1: {
        [HASH]: { hash: HASH, from: FROM, chainId: 1, addedTime: 1, summary: 'Swap' },
        [other]: { hash: other, from: FROM, chainId: 1, addedTime: 2, summary: 'Approve BUSD' },
      },
    }
    b.storageEvent(storageKey('transactions'), JSON.stringify(saved))
    const records = b.store.getState().transactions[1]
    expect(records[other].summary).toBe('Approve BUSD')
    expect(records[HASH].receipt).toEqual(RECEIPT)
    // Other keys, removed keys and unreadable values change nothing.
    const before = b.store.getState().transactions
    b.storageEvent(storageKey('user'), JSON.stringify(saved))
    b.storageEvent(storageKey('transactions'), null)
    b.storageEvent(storageKey('transactions'), '{not json')
    b.storageEvent(storageKey('transactions'), JSON.stringify({ 1: { [HASH]: { hash: 'junk' } }, x: 5 }))
    expect(b.store.getState().transactions).toEqual(before)
  })

  it('ignores messages that are not a shared change, and one that does not apply leaves the tab as it was', async () => {
    const b = openTab()
    const before = b.store.getState()
    const sender = new BroadcastChannel(TAB_CHANNEL)
    channels.push(sender)
    for (const message of [
      'text',
      null,
      { type: 'multicall/addMulticallListeners', payload: {} },
      { kind: 'action', type: 'transactions/addTransaction', payload: { chainId: 1, hash: HASH, from: FROM } },
      { kind: 'records', records: { 1: { [HASH]: { hash: 'junk', from: FROM, addedTime: 1 } } } },
      { kind: 'records', records: 'junk' },
      { kind: 'action', type: 'user/updateUserDeadline', payload: { userDeadline: -5 } },
      // A list update the other tab accepted, which this tab has not fetched: its reducer refuses it.
      { kind: 'action', type: acceptListUpdate.type, payload: 'https://example.org/list.json' },
    ])
      sender.postMessage(message)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await delivered()
    expect(b.store.getState().user).toEqual(before.user)
    expect(b.store.getState().lists).toEqual(before.lists)
    expect(b.store.getState().multicall).toEqual(before.multicall)
    expect(b.store.getState().transactions).toEqual(before.transactions)
    expect(warn).toHaveBeenCalled()
  })
})
