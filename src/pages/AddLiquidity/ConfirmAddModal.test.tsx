import { configureStore } from '@reduxjs/toolkit'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'

import local from '@/config/deployments/local.json'
import { WalletProvider } from '@/connection/WalletProvider'
import type { ConfirmDialogView } from '@/hooks/transactions/useConfirmDialog'
import { type ChainId, CurrencyAmount, JSBI, Pair, Percent, Price, Token, TokenAmount } from '@/sdk'
import { rootReducer } from '@/state/reducer'
import { lightTheme } from '@/theme/theme'

import en from '../../../public/locales/en.json'
import ConfirmAddModal, { type AddReview, type ConfirmAddModalProps } from './ConfirmAddModal'

const i18n = i18next.createInstance()
void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } })

const USDC = new Token(31337 as ChainId, local.tokens.USDC, 6, 'USDC')
const BUSD = new Token(31337 as ChainId, local.tokens.BUSD, 18, 'BUSD')
const LP = new Pair(new TokenAmount(USDC, '1'), new TokenAmount(BUSD, '1')).liquidityToken

function wrap(node: ReactNode) {
  return render(
    <Provider store={configureStore({ reducer: rootReducer })}>
      <I18nextProvider i18n={i18n}>
        <WalletProvider>
          <ThemeProvider theme={lightTheme}>{node}</ThemeProvider>
        </WalletProvider>
      </I18nextProvider>
    </Provider>,
  )
}

const review = (overrides: Partial<AddReview> = {}): AddReview => ({
  noLiquidity: false,
  amountA: new TokenAmount(USDC, JSBI.BigInt(10_000_000)),
  amountB: new TokenAmount(BUSD, JSBI.BigInt('20000000000000000000')),
  symbolA: 'USDC',
  symbolB: 'BUSD',
  price: new Price(USDC, BUSD, '1000000', '2000000000000000000'),
  liquidityMinted: new TokenAmount(LP, JSBI.BigInt('1500000000000000000')),
  poolTokenPercentage: new Percent('1234', '100000'),
  allowedSlippage: 50,
  ...overrides,
})

const props = (
  overrides: { dialog?: Partial<ConfirmDialogView>; review?: Partial<AddReview> } = {},
): ConfirmAddModalProps => ({
  dialog: {
    isOpen: true,
    onDismiss: vi.fn(),
    attemptingTxn: false,
    txHash: undefined,
    errorMessage: undefined,
    ...overrides.dialog,
  },
  review: review(overrides.review),
  buildCalls: undefined,
  onConfirm: vi.fn(),
})

afterEach(cleanup)

describe('ConfirmAddModal', () => {
  it('reviews an addition: pool tokens to receive, deposits, both rates and the share; Confirm Supply', () => {
    const p = props()
    wrap(<ConfirmAddModal {...p} />)
    expect(screen.getByText('You will receive')).toBeTruthy()
    expect(screen.getByTestId('add-confirm-liquidity').textContent).toBe('1.5')
    expect(screen.getByText('USDC/BUSD Pool Tokens')).toBeTruthy()
    expect(
      screen.getByText('Output is estimated. If the price changes by more than 0.5% your transaction will revert.'),
    ).toBeTruthy()
    expect(screen.getByText('USDC Deposited')).toBeTruthy()
    expect(screen.getByTestId('add-confirm-amount-a').textContent).toBe('10')
    expect(screen.getByTestId('add-confirm-amount-b').textContent).toBe('20')
    expect(screen.getByText('1 USDC = 2 BUSD')).toBeTruthy()
    expect(screen.getByText('1 BUSD = 0.5 USDC')).toBeTruthy()
    expect(screen.getByTestId('add-confirm-share').textContent).toBe('1.23%')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Supply' }))
    expect(p.onConfirm).toHaveBeenCalled()
  })

  it('for a new pool: You are creating a pool, 100% share, Create Pool & Supply', () => {
    wrap(<ConfirmAddModal {...props({ review: { noLiquidity: true, poolTokenPercentage: undefined } })} />)
    expect(screen.getByText('You are creating a pool')).toBeTruthy()
    expect(screen.getByTestId('add-confirm-share').textContent).toBe('100%')
    expect(screen.getByTestId('confirm-supply').textContent).toBe('Create Pool & Supply')
    expect(screen.queryByText(/Output is estimated/)).toBeNull()
  })

  it('waits for the wallet with what is being supplied', () => {
    wrap(
      <ConfirmAddModal
        {...props({
          dialog: { attemptingTxn: true },
          review: { amountB: CurrencyAmount.ether('5000000000000000000'), symbolB: 'FRA' },
        })}
      />,
    )
    expect(screen.getByText('Waiting For Confirmation')).toBeTruthy()
    expect(screen.getByText('Supplying 10 USDC and 5 FRA')).toBeTruthy()
    expect(screen.getByText('Confirm this transaction in your wallet')).toBeTruthy()
  })

  it('shows the submitted hash, or an error with Dismiss', () => {
    const hash = `0x${'ab'.repeat(32)}`
    const { unmount } = wrap(<ConfirmAddModal {...props({ dialog: { txHash: hash } })} />)
    expect(screen.getByTestId('tx-hash').textContent).toBe(hash)
    unmount()
    const p = props({ dialog: { errorMessage: 'Adding liquidity failed: boom' } })
    wrap(<ConfirmAddModal {...p} />)
    expect(screen.getByRole('alert').textContent).toBe('Adding liquidity failed: boom')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(p.dialog.onDismiss).toHaveBeenCalled()
  })
})
