import { configureStore } from '@reduxjs/toolkit'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it } from 'vitest'

import { DEFAULT_CHAIN_ID } from '@/config/chains'
import { WalletProvider } from '@/connection/WalletProvider'
import { rootReducer } from '@/state/reducer'
import type { TransactionDetails } from '@/state/transactions/slice'
import { lightTheme } from '@/theme/theme'

import en from '../../../public/locales/en.json'
import { RecentTransactions } from '.'

const ACCOUNT = `0x${'11'.repeat(20)}`
const OTHER = `0x${'22'.repeat(20)}`
const hash = (n: number) => `0x${String(n).repeat(64)}`
const receipt = (status: number) => ({
  blockHash: hash(9),
  blockNumber: 1,
  contractAddress: '',
  from: ACCOUNT,
  to: OTHER,
  transactionHash: hash(1),
  transactionIndex: 0,
  status,
})

const i18n = i18next.createInstance()
void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } })

function setup(transactions: TransactionDetails[]) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      transactions: { [DEFAULT_CHAIN_ID]: Object.fromEntries(transactions.map((tx) => [tx.hash, tx])) },
    },
  })
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <WalletProvider>
          <ThemeProvider theme={lightTheme}>
            <MemoryRouter>
              <RecentTransactions account={ACCOUNT} />
            </MemoryRouter>
          </ThemeProvider>
        </WalletProvider>
      </I18nextProvider>
    </Provider>,
  )
  return store
}

afterEach(cleanup)

describe('RecentTransactions', () => {
  it('says where transactions will appear when there are none', () => {
    setup([])
    expect(screen.getByText('Your transactions will appear here...')).toBeTruthy()
  })

  it('links to the whole history, also when the last day had no transaction', () => {
    setup([{ hash: hash(1), from: ACCOUNT, addedTime: Date.now() - 48 * 3600 * 1000 }])
    expect(screen.queryByRole('listitem')).toBeNull()
    expect(screen.getByRole('link', { name: 'View all activity' }).getAttribute('href')).toBe('/activity')
  })

  it("lists the account's transactions of the last 24 hours, newest first, with their status", () => {
    const now = Date.now()
    setup([
      { hash: hash(1), from: ACCOUNT, addedTime: now - 3000, summary: 'Old swap', receipt: receipt(1) },
      { hash: hash(2), from: ACCOUNT, addedTime: now - 1000 },
      { hash: hash(3), from: ACCOUNT, addedTime: now - 2000, receipt: receipt(0) },
      { hash: hash(4), from: ACCOUNT, addedTime: now, dropped: { reason: 'replaced', detectedTime: now } },
      { hash: hash(5), from: OTHER, addedTime: now },
      { hash: hash(6), from: ACCOUNT, addedTime: now - 25 * 3600 * 1000 },
    ])
    expect(screen.getByText('Recent Transactions')).toBeTruthy()
    const rows = screen.getAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([4, 2, 3, 1].map((n) => `recent-tx-${hash(n)}`))
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['replaced', 'pending', 'failed', 'success'])
    expect(rows[3].textContent).toContain('Old swap')
    expect(rows[1].textContent).toContain('0x2222...2222')
    expect(rows[3].querySelector('a')?.getAttribute('href')).toMatch(new RegExp(`/tx/${hash(1)}$`))
  })

  it('says how transactions that never landed ended, linking to what was mined in their place', () => {
    const now = Date.now()
    setup([
      { hash: hash(1), from: ACCOUNT, addedTime: now - 1000, speedUpHash: hash(7), receipt: receipt(1) },
      { hash: hash(2), from: ACCOUNT, addedTime: now - 2000, speedUpHash: hash(7), receipt: receipt(0) },
      {
        hash: hash(3),
        from: ACCOUNT,
        addedTime: now - 3000,
        dropped: { reason: 'cancelled', detectedTime: now, replacementHash: hash(8) },
      },
      { hash: hash(4), from: ACCOUNT, addedTime: now - 4000, dropped: { reason: 'dropped', detectedTime: now } },
      { hash: hash(5), from: ACCOUNT, addedTime: now - 5000, receipt: receipt(1) },
    ])
    const rows = screen.getAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
      'success',
      'failed',
      'cancelled',
      'dropped',
      'success',
    ])
    expect(rows.map((row) => row.getAttribute('data-outcome'))).toEqual([
      'spedUpSuccess',
      'spedUpFailed',
      'cancelled',
      'dropped',
      'success',
    ])
    expect(rows[0].textContent).toContain('Sped up, then confirmed')
    expect(rows[1].textContent).toContain('Sped up, then failed')
    expect(rows[2].textContent).toContain('Cancelled in the wallet')
    expect(rows[3].textContent).toContain('Dropped: never mined')
    expect(rows[4].textContent).not.toContain('Sped up')
    const links = rows.map((row) => row.querySelector('a')?.getAttribute('href'))
    expect(links[0]).toMatch(new RegExp(`/tx/${hash(7)}$`))
    expect(links[2]).toMatch(new RegExp(`/tx/${hash(8)}$`))
    expect(links[3]).toMatch(new RegExp(`/tx/${hash(4)}$`))
  })

  it('clears all transactions of the chain', () => {
    const store = setup([{ hash: hash(1), from: ACCOUNT, addedTime: Date.now() }])
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(store.getState().transactions[DEFAULT_CHAIN_ID]).toEqual({})
    expect(screen.getByText('Your transactions will appear here...')).toBeTruthy()
  })
})
