import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '@/test-support/renderWithProviders'

import { SettingsPanel } from './SettingsPanel'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function setup() {
  return renderWithProviders(<SettingsPanel />)
}

const slippageInput = () => screen.getByTestId('slippage-input')
const typeSlippage = (value: string) => fireEvent.input(slippageInput(), { target: { value } })

describe('SettingsPanel', () => {
  it('sets the presets 0.1%, 0.5% and 1%', () => {
    const { store } = setup()
    for (const [label, bips] of [
      ['0.1%', 10],
      ['0.5%', 50],
      ['1%', 100],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: label }))
      expect(store.getState().user.userSlippageTolerance).toBe(bips)
    }
    // 0.1% is below 0.5%: the transaction may fail.
    fireEvent.click(screen.getByRole('button', { name: '0.1%' }))
    expect(screen.getByText('Your transaction may fail')).toBeTruthy()
  })

  it('stores a custom slippage with its warnings, and refuses 50% and above', () => {
    const { store } = setup()
    typeSlippage('0.49')
    expect(store.getState().user.userSlippageTolerance).toBe(49)
    expect(screen.getByText('Your transaction may fail')).toBeTruthy()
    typeSlippage('0.5')
    expect(screen.queryByText('Your transaction may fail')).toBeNull()
    typeSlippage('5')
    expect(screen.queryByText('Your transaction may be frontrun')).toBeNull()
    typeSlippage('5.01')
    expect(store.getState().user.userSlippageTolerance).toBe(501)
    expect(screen.getByText('Your transaction may be frontrun')).toBeTruthy()
    typeSlippage('49.99')
    expect(store.getState().user.userSlippageTolerance).toBe(4999)
    typeSlippage('50')
    expect(screen.getByText('Enter a valid slippage percentage')).toBeTruthy()
    expect(store.getState().user.userSlippageTolerance).toBe(4999)
    typeSlippage('.')
    expect(screen.getByText('Enter a valid slippage percentage')).toBeTruthy()
    // Letters never reach the field.
    typeSlippage('abc')
    expect((slippageInput() as HTMLInputElement).value).toBe('.')
  })

  it('stores the deadline in seconds and marks invalid minutes', () => {
    const { store } = setup()
    const input = screen.getByTestId('deadline-input')
    fireEvent.input(input, { target: { value: '30' } })
    expect(store.getState().user.userDeadline).toBe(1800)
    expect(input.getAttribute('aria-invalid')).toBe('false')
    for (const bad of ['0', '-1', '1.5', 'abc']) {
      fireEvent.input(input, { target: { value: bad } })
      expect(input.getAttribute('aria-invalid')).toBe('true')
    }
    expect(store.getState().user.userDeadline).toBe(1800)
  })

  it('turns expert mode on only after typing confirm, and off at once', () => {
    const { store } = setup()
    const prompt = vi.spyOn(window, 'prompt')
    fireEvent.click(screen.getByTestId('expert-mode-toggle'))
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeTruthy()

    prompt.mockReturnValueOnce('yes')
    fireEvent.click(screen.getByRole('button', { name: 'Turn On Expert Mode' }))
    expect(store.getState().user.userExpertMode).toBe(false)

    prompt.mockReturnValueOnce('confirm')
    fireEvent.click(screen.getByRole('button', { name: 'Turn On Expert Mode' }))
    expect(store.getState().user.userExpertMode).toBe(true)
    expect(screen.getByTestId('expert-mode-toggle').getAttribute('aria-checked')).toBe('true')

    prompt.mockClear()
    fireEvent.click(screen.getByTestId('expert-mode-toggle'))
    expect(store.getState().user.userExpertMode).toBe(false)
    expect(prompt).not.toHaveBeenCalled()
  })

  it('toggles single hop, exact approvals and dark mode', () => {
    const { store } = setup()
    fireEvent.click(screen.getByTestId('single-hop-toggle'))
    expect(store.getState().user.userSingleHopOnly).toBe(true)
    const exact = screen.getByTestId('exact-approval-toggle')
    expect(exact.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(exact)
    expect(store.getState().user.userExactApproval).toBe(true)
    expect(exact.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(exact)
    expect(store.getState().user.userExactApproval).toBe(false)
    const dark = store.getState().user.userDarkMode
    fireEvent.click(screen.getByTestId('dark-mode-toggle'))
    expect(store.getState().user.userDarkMode).not.toBe(dark)
  })
})
