import { configureStore } from '@reduxjs/toolkit'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { WalletProvider } from '@/connection/WalletProvider'
import { ChainId, Token, TokenAmount } from '@/sdk'
import { rootReducer } from '@/state/reducer'
import { lightTheme } from '@/theme/theme'

import en from '../../../public/locales/en.json'
import { CurrencyInputPanel } from '.'

vi.mock('@/components/SearchModal', () => ({
  default: ({ isOpen }: { isOpen: boolean }) => (isOpen ? <div role="dialog">search</div> : null),
}))

const i18n = i18next.createInstance()
void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } })

const BUSD = new Token(ChainId.MAINNET, '0x0000000000000000000000000000000000000002', 18, 'BUSD')

function wrap(node: ReactNode) {
  const store = configureStore({ reducer: rootReducer })
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <WalletProvider>
          <ThemeProvider theme={lightTheme}>{node}</ThemeProvider>
        </WalletProvider>
      </I18nextProvider>
    </Provider>,
  )
}

afterEach(cleanup)

describe('CurrencyInputPanel', () => {
  it('shows the label, Balance with 6 significant digits (rounded down), MAX, and passes typed amounts', () => {
    const onUserInput = vi.fn()
    const onMax = vi.fn()
    wrap(
      <CurrencyInputPanel
        testId="swap-input"
        label="From"
        value=""
        onUserInput={onUserInput}
        onMax={onMax}
        showMaxButton
        currency={BUSD}
        onCurrencySelect={() => {}}
        balance={new TokenAmount(BUSD, '1234567891234567891234')}
      />,
    )
    expect(screen.getByText('From')).toBeTruthy()
    expect(screen.getByTestId('balance').textContent).toBe('Balance: 1234.56')
    fireEvent.click(screen.getByRole('button', { name: 'MAX' }))
    expect(onMax).toHaveBeenCalled()
    fireEvent.input(screen.getByTestId('amount-input'), { target: { value: '3,25' } })
    expect(onUserInput).toHaveBeenCalledWith('3.25')
    expect(screen.getByTestId('currency-select').textContent).toContain('BUSD')
  })

  it('says Select a token without a currency and loads the search dialog on click', async () => {
    wrap(
      <CurrencyInputPanel
        testId="swap-output"
        label="To"
        value=""
        onUserInput={() => {}}
        showMaxButton={false}
        onCurrencySelect={() => {}}
      />,
    )
    expect(screen.queryByRole('button', { name: 'MAX' })).toBeNull()
    expect(screen.queryByTestId('balance')).toBeNull()
    expect(screen.getByTestId('currency-select').textContent).toContain('Select a token')
    await act(async () => {
      fireEvent.click(screen.getByTestId('currency-select'))
    })
    expect(await screen.findByRole('dialog')).toBeTruthy()
  })
})
