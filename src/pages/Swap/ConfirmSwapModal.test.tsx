import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { ConfirmDialogView } from '@/hooks/transactions/useConfirmDialog'
import { ChainId, Pair, Route, Token, TokenAmount, Trade, TradeType } from '@/sdk'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import type { TradeDetails } from './AdvancedSwapDetails'
import ConfirmSwapModal, { type ConfirmSwapModalProps } from './ConfirmSwapModal'

const A = new Token(ChainId.MAINNET, '0x0000000000000000000000000000000000000001', 18, 'AAA')
const B = new Token(ChainId.MAINNET, '0x0000000000000000000000000000000000000002', 18, 'BBB')

function trade(reserveB: string): Trade {
  const pair = new Pair(new TokenAmount(A, '1000000000000000000000'), new TokenAmount(B, reserveB))
  return new Trade(new Route([pair], A), new TokenAmount(A, '1000000000000000000'), TradeType.EXACT_INPUT)
}

interface Overrides extends Partial<Omit<ConfirmSwapModalProps, 'dialog' | 'details'>> {
  dialog?: Partial<ConfirmDialogView>
  details?: Partial<TradeDetails>
}

function props({ dialog, details, ...overrides }: Overrides): ConfirmSwapModalProps {
  const current = trade('2000000000000000000000')
  return {
    dialog: {
      isOpen: true,
      onDismiss: () => {},
      attemptingTxn: false,
      txHash: undefined,
      errorMessage: undefined,
      ...dialog,
    },
    trade: current,
    originalTrade: current,
    onAcceptChanges: () => {},
    recipient: null,
    details: {
      allowedSlippage: 50,
      taxBps: 0,
      priceImpact: undefined,
      severity: 0,
      realizedLPFee: undefined,
      ...details,
    },
    buildCalls: undefined,
    onConfirm: () => {},
    ...overrides,
  }
}

afterEach(cleanup)

async function open(overrides: Overrides) {
  renderWithProviders(<ConfirmSwapModal {...props(overrides)} />)
  await act(async () => {})
}

describe('ConfirmSwapModal', () => {
  it('confirms the shown trade with Confirm Swap', async () => {
    const onConfirm = vi.fn()
    await open({ onConfirm })
    expect(screen.getByText('Confirm Swap', { selector: 'span' })).toBeTruthy()
    expect(screen.queryByText('Price Updated')).toBeNull()
    expect(screen.getByText(/Output is estimated. You will receive at least/)).toBeTruthy()
    fireEvent.click(screen.getByTestId('confirm-swap'))
    expect(onConfirm).toHaveBeenCalled()
  })

  it("shows 'Price Updated' with Accept and keeps Confirm disabled until accepted", async () => {
    const onAcceptChanges = vi.fn()
    await open({ originalTrade: trade('1900000000000000000000'), onAcceptChanges })
    expect(screen.getByText('Price Updated')).toBeTruthy()
    expect((screen.getByTestId('confirm-swap') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(onAcceptChanges).toHaveBeenCalled()
  })

  it('shows Swap Anyway in error style above level 2 and the error view with its message', async () => {
    await open({ details: { severity: 3 } })
    expect(screen.getByTestId('confirm-swap').textContent).toBe('Swap Anyway')
    cleanup()
    await open({ dialog: { errorMessage: 'Transaction rejected.' } })
    expect(screen.getByRole('alert').textContent).toBe('Transaction rejected.')
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy()
  })
})
