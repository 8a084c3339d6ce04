import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DEFAULT_CHAIN_ID } from '@/config/chains'
import { WalletProvider } from '@/connection/WalletProvider'
import { addPopup } from '@/state/application/slice'
import { rootReducer, type RootState } from '@/state/reducer'
import { lightTheme } from '@/theme/theme'

import en from '../../../public/locales/en.json'
import { Popups } from '.'

const HASH = `0x${'ab'.repeat(32)}`
const receiptOf = (transactionHash: string, status: number) => ({
  blockHash: HASH,
  blockNumber: 1,
  contractAddress: '',
  from: HASH.slice(0, 42),
  to: HASH.slice(0, 42),
  transactionHash,
  transactionIndex: 0,
  status,
})

const i18n = i18next.createInstance()
void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } })

function setup(preloadedState?: Partial<RootState>) {
  const actions: UnknownAction[] = []
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction)
    return next(action)
  }
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(recorder),
  })
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <WalletProvider>
          <ThemeProvider theme={lightTheme}>
            <Popups />
          </ThemeProvider>
        </WalletProvider>
      </I18nextProvider>
    </Provider>,
  )
  return { store, actions }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Popups', () => {
  it('shows a transaction popup with its summary and removes it after 15 s', () => {
    const { store } = setup()
    act(() => {
      store.dispatch(addPopup({ key: HASH, content: { txn: { hash: HASH, success: true, summary: 'Swap 1 FRA' } } }))
    })
    const popup = screen.getByTestId(`popup-${HASH}`)
    expect(popup.textContent).toContain('Swap 1 FRA')
    expect(screen.getByTestId('popup-countdown')).toBeTruthy()
    act(() => vi.advanceTimersByTime(14_999))
    expect(screen.queryByTestId(`popup-${HASH}`)).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByTestId(`popup-${HASH}`)).toBeNull()
    expect(store.getState().application.popupList[0].show).toBe(false)
  })

  it('closes on the close button and shows the short hash without a summary', () => {
    const { store } = setup()
    act(() => {
      store.dispatch(addPopup({ key: HASH, content: { txn: { hash: HASH, success: false } } }))
    })
    expect(screen.getByTestId(`popup-${HASH}`).textContent).toContain('Hash: 0xabababab...abababab')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByTestId(`popup-${HASH}`)).toBeNull()
  })

  it.each([
    [
      { speedUpHash: `0x${'5e'.repeat(32)}`, receipt: receiptOf(`0x${'5e'.repeat(32)}`, 1) },
      'success',
      'Sped up: the faster copy succeeded',
      `0x${'5e'.repeat(32)}`,
    ],
    [
      { speedUpHash: `0x${'5e'.repeat(32)}`, receipt: receiptOf(`0x${'5e'.repeat(32)}`, 0) },
      'failed',
      'Sped up: the faster copy failed',
      `0x${'5e'.repeat(32)}`,
    ],
    [
      { dropped: { reason: 'cancelled' as const, detectedTime: 1, replacementHash: `0x${'ca'.repeat(32)}` } },
      'cancelled',
      'Cancelled: an empty transaction to your own address took its place',
      `0x${'ca'.repeat(32)}`,
    ],
    [
      { dropped: { reason: 'replaced' as const, detectedTime: 1 } },
      'replaced',
      'Replaced by another transaction with the same nonce',
      HASH,
    ],
    [
      { dropped: { reason: 'dropped' as const, detectedTime: 1 } },
      'dropped',
      'Dropped: the network no longer has this transaction and it will not be mined. You can send it again.',
      HASH,
    ],
  ])('says how a transaction that never landed ended: %j', (fields, status, note, linked) => {
    const { store } = setup({
      transactions: {
        [DEFAULT_CHAIN_ID]: { [HASH]: { hash: HASH, from: HASH.slice(0, 42), addedTime: 1, ...fields } },
      },
    })
    act(() => {
      store.dispatch(
        addPopup({ key: HASH, content: { txn: { hash: HASH, success: status === 'success', summary: 'Swap' } } }),
      )
    })
    const popup = screen.getByTestId(`popup-${HASH}`)
    expect(popup.textContent).toContain(note)
    expect(popup.querySelector(`[data-status="${status}"]`)).not.toBeNull()
    expect(popup.querySelector('a')?.getAttribute('href')).toMatch(new RegExp(`/tx/${linked}$`))
  })

  it('says that a reorg made a mined transaction pending again, with a spinner', () => {
    const { store } = setup({
      transactions: { [DEFAULT_CHAIN_ID]: { [HASH]: { hash: HASH, from: HASH.slice(0, 42), addedTime: 1 } } },
    })
    act(() => {
      store.dispatch(
        addPopup({ key: HASH, content: { txn: { hash: HASH, success: false, summary: 'Swap', orphaned: true } } }),
      )
    })
    const popup = screen.getByTestId(`popup-${HASH}`)
    expect(popup.textContent).toContain('Back to pending: the block that included it is no longer part of the chain.')
    expect(popup.querySelector('[data-status="pending"][data-outcome="orphaned"]')).not.toBeNull()
  })

  it('keeps a popup without removeAfterMs and offers accept and dismiss for a list update', () => {
    const list = (minor: number, symbols: string[]) => ({
      name: 'Venom List',
      timestamp: '2026-01-01T00:00:00Z',
      version: { major: 1, minor, patch: 0 },
      tokens: symbols.map((symbol, i) => ({
        chainId: 1,
        address: `0x${String(i + 1).repeat(40)}`,
        symbol,
        name: symbol,
        decimals: 18,
      })),
    })
    const listUrl = 'https://x/list.json'
    const oldList = list(0, ['AAA'])
    const newList = list(1, ['AAA', 'BBB'])
    const { store, actions } = setup({
      lists: {
        byUrl: { [listUrl]: { current: oldList, pendingUpdate: newList, loadingRequestId: null, error: null } },
        activeListUrls: [listUrl],
      },
    })
    act(() => {
      store.dispatch(
        addPopup({
          key: 'list',
          removeAfterMs: null,
          content: {
            listUpdate: { listUrl, oldList, newList, auto: false },
          },
        }),
      )
    })
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeNull()
    expect(screen.queryByTestId('popup-countdown')).toBeNull()
    const popup = screen.getByTestId('popup-list-list')
    expect(popup.textContent).toContain('An update is available for the token list "Venom List" (v1.0.0 to v1.1.0).')
    expect(popup.textContent).toContain('BBB added')
    fireEvent.click(screen.getByRole('button', { name: 'Accept update' }))
    expect(actions).toContainEqual({ type: 'lists/acceptListUpdate', payload: listUrl })
    expect(store.getState().lists.byUrl[listUrl].current?.version.minor).toBe(1)
    expect(screen.queryByTestId('popup-list-list')).toBeNull()
  })

  it('only announces an automatic list update', () => {
    const { store } = setup()
    const list = (major: number) => ({
      name: 'Auto List',
      timestamp: '2026-01-01T00:00:00Z',
      version: { major, minor: 0, patch: 0 },
      tokens: [],
    })
    act(() => {
      store.dispatch(
        addPopup({ content: { listUpdate: { listUrl: 'u', oldList: list(1), newList: list(2), auto: true } } }),
      )
    })
    expect(screen.getByRole('status').textContent).toContain('The token list "Auto List" has been updated to v2.0.0.')
    expect(screen.queryByRole('button', { name: 'Accept update' })).toBeNull()
  })
})
