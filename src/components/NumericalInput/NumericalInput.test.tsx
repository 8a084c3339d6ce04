import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it } from 'vitest'

import { lightTheme } from '@/theme/theme'

import { NumericalInput } from '.'

function Harness({ decimals }: { decimals?: number }) {
  const [value, setValue] = useState('')
  return (
    <ThemeProvider theme={lightTheme}>
      <NumericalInput value={value} onUserInput={setValue} data-testid="amount" decimals={decimals} />
    </ThemeProvider>
  )
}

afterEach(cleanup)

describe('NumericalInput', () => {
  it('shows the placeholder 0.0, keeps valid input, turns commas into dots and ignores the rest', () => {
    render(<Harness />)
    const input = screen.getByTestId('amount') as HTMLInputElement
    expect(input.placeholder).toBe('0.0')
    // No maxLength: the browser would silently cut a long paste.
    expect(input.maxLength).toBe(-1)
    fireEvent.input(input, { target: { value: '1,5' } })
    expect(input.value).toBe('1.5')
    fireEvent.input(input, { target: { value: '1.5.' } })
    expect(input.value).toBe('1.5')
    fireEvent.input(input, { target: { value: '1.5x' } })
    expect(input.value).toBe('1.5')
    fireEvent.input(input, { target: { value: '' } })
    expect(input.value).toBe('')
  })

  it('refuses an 80-character paste with a message and keeps the previous value', () => {
    render(<Harness />)
    const input = screen.getByTestId('amount') as HTMLInputElement
    fireEvent.input(input, { target: { value: '12' } })
    fireEvent.input(input, { target: { value: '1'.repeat(80) } })
    expect(input.value).toBe('12')
    expect(screen.getByTestId('amount-refused').textContent).toBe('amountInput.tooLong')
    fireEvent.input(input, { target: { value: '123' } })
    expect(screen.queryByTestId('amount-refused')).toBeNull()
  })

  it("refuses more decimals than the token's", () => {
    render(<Harness decimals={2} />)
    const input = screen.getByTestId('amount') as HTMLInputElement
    fireEvent.input(input, { target: { value: '1.25' } })
    fireEvent.input(input, { target: { value: '1.255' } })
    expect(input.value).toBe('1.25')
    expect(screen.getByTestId('amount-refused').textContent).toBe('amountInput.tooManyDecimals')
  })
})
