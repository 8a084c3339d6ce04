import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '@/test-support/renderWithProviders'

import { AddButtons } from './AddButtons'
import { type AddButtonState, type MintInputError } from './addButtonState'

// The store too: the approve buttons read the exact-approval setting for their tooltip.
const wrap = (node: ReactElement) => renderWithProviders(node)

const handlers = () => ({ onConnect: vi.fn(), onApproveA: vi.fn(), onApproveB: vi.fn(), onSupply: vi.fn() })
const supply = (overrides: Partial<Extract<AddButtonState, { kind: 'supply' }>> = {}): AddButtonState => ({
  kind: 'supply',
  approveA: undefined,
  approveB: undefined,
  supplyDisabled: false,
  isError: false,
  ...overrides,
})

afterEach(cleanup)

describe('AddButtons', () => {
  it('Connect Wallet opens the wallet dialog', () => {
    const h = handlers()
    wrap(<AddButtons state={{ kind: 'connect' }} symbolA="USDC" symbolB="BUSD" {...h} />)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(h.onConnect).toHaveBeenCalled()
  })

  it.each<[MintInputError, string]>([
    ['invalidPair', 'Invalid pair'],
    ['enterAmount', 'Enter an amount'],
    ['insufficientBalanceA', 'Insufficient USDC balance'],
    ['insufficientBalanceB', 'Insufficient BUSD balance'],
  ])('shows the input error %s as "%s", disabled', (inputError, text) => {
    wrap(
      <AddButtons state={supply({ inputError, supplyDisabled: true })} symbolA="USDC" symbolB="BUSD" {...handlers()} />,
    )
    const button = screen.getByTestId('supply-button')
    expect(button.textContent).toBe(text)
    expect((button as HTMLButtonElement).disabled).toBe(true)
  })

  it('labels each Approve button with its symbol and wires each to its side', () => {
    const h = handlers()
    wrap(
      <AddButtons
        state={supply({
          approveA: { label: 'approved', disabled: true },
          approveB: { label: 'approve', disabled: false },
          supplyDisabled: true,
        })}
        symbolA="WBTC"
        symbolB="USDC"
        {...h}
      />,
    )
    expect((screen.getByRole('button', { name: 'Approved WBTC' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Approve USDC' }))
    expect(h.onApproveB).toHaveBeenCalled()
    expect(h.onApproveA).not.toHaveBeenCalled()
    expect((screen.getByRole('button', { name: 'Supply' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('Supply sends the user on', () => {
    const h = handlers()
    wrap(<AddButtons state={supply()} symbolA="USDC" symbolB="BUSD" {...h} />)
    fireEvent.click(screen.getByRole('button', { name: 'Supply' }))
    expect(h.onSupply).toHaveBeenCalled()
  })
})
