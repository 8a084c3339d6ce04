import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { WalletProvider } from '@/connection/WalletProvider'
import type { ConfirmDialogView } from '@/hooks/transactions/useConfirmDialog'
import { lightTheme } from '@/theme/theme'

import en from '../../../public/locales/en.json'
import { TransactionConfirmationModal } from '.'

const i18n = i18next.createInstance()
void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } })

const HASH = `0x${'cd'.repeat(32)}`

function wrap(node: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <WalletProvider>
        <ThemeProvider theme={lightTheme}>{node}</ThemeProvider>
      </WalletProvider>
    </I18nextProvider>,
  )
}

afterEach(cleanup)

const dialog = (overrides: Partial<ConfirmDialogView> = {}): ConfirmDialogView => ({
  isOpen: true,
  onDismiss: () => {},
  attemptingTxn: false,
  txHash: undefined,
  errorMessage: undefined,
  ...overrides,
})

const review = { summary: <div>summary</div>, details: <button type="button">Confirm</button> }

describe('TransactionConfirmationModal', () => {
  it('shows the review under its title when neither waiting nor submitted', () => {
    wrap(<TransactionConfirmationModal dialog={dialog()} title="Confirm Swap" pendingText="Swapping" review={review} />)
    expect(screen.getByRole('dialog', { name: 'Confirm Swap' })).toBeTruthy()
    expect(screen.getByText('Confirm Swap')).toBeTruthy()
    expect(screen.getByText('summary')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy()
  })

  it('shows nothing inside while there is nothing to review', () => {
    wrap(<TransactionConfirmationModal dialog={dialog()} title="Confirm Swap" pendingText="" review={null} />)
    expect(screen.getByRole('dialog', { name: 'Confirm Swap' }).textContent).toBe('')
  })

  it('waits for the wallet with the pending text', () => {
    wrap(
      <TransactionConfirmationModal
        dialog={dialog({ attemptingTxn: true })}
        title="Confirm Swap"
        pendingText="Swapping 1 FRA for 2 BUSD"
        review={review}
      />,
    )
    expect(screen.getByText('Waiting For Confirmation')).toBeTruthy()
    expect(screen.getByText('Swapping 1 FRA for 2 BUSD')).toBeTruthy()
    expect(screen.getByText('Confirm this transaction in your wallet')).toBeTruthy()
    expect(screen.queryByText('summary')).toBeNull()
  })

  it('shows the submitted hash, an explorer link, the add-token control and Close', () => {
    const onDismiss = vi.fn()
    wrap(
      <TransactionConfirmationModal
        dialog={dialog({ onDismiss, txHash: HASH })}
        title="Confirm Swap"
        pendingText=""
        review={null}
        addToken={<button type="button">Add BUSD to wallet</button>}
      />,
    )
    expect(screen.getByText('Transaction Submitted')).toBeTruthy()
    expect(screen.getByTestId('tx-hash').textContent).toBe(HASH)
    const link = screen.getByRole('link', { name: /^View on / }) as HTMLAnchorElement
    expect(link.href).toMatch(new RegExp(`/tx/${HASH}$`))
    expect(screen.getByRole('button', { name: 'Add BUSD to wallet' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onDismiss).toHaveBeenCalled()
  })

  it('renders an error with the title Error and Dismiss', () => {
    const onDismiss = vi.fn()
    wrap(
      <TransactionConfirmationModal
        dialog={dialog({ onDismiss, errorMessage: 'Transaction rejected.' })}
        title="Confirm Swap"
        pendingText=""
        review={review}
      />,
    )
    expect(screen.getByText('Error')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Transaction rejected.')
    expect(screen.queryByText('summary')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })
})
