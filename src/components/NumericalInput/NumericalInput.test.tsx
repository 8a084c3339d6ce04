import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it } from 'vitest'

import { lightTheme } from '@/theme/theme'

import { NumericalInput } from '.'

function Harness() {
  const [value, setValue] = useState('')
  return (
    <ThemeProvider theme={lightTheme}>
      <NumericalInput value={value} onUserInput={setValue} data-testid="amount" />
    </ThemeProvider>
  )
}

describe('NumericalInput', () => {
  it('shows the placeholder 0.0, keeps valid input, turns commas into dots and ignores the rest', () => {
    render(<Harness />)
    const input = screen.getByTestId('amount') as HTMLInputElement
    expect(input.placeholder).toBe('0.0')
    expect(input.maxLength).toBe(79)
    fireEvent.change(input, { target: { value: '1,5' } })
    expect(input.value).toBe('1.5')
    fireEvent.change(input, { target: { value: '1.5.' } })
    expect(input.value).toBe('1.5')
    fireEvent.change(input, { target: { value: '1.5x' } })
    expect(input.value).toBe('1.5')
    fireEvent.change(input, { target: { value: '' } })
    expect(input.value).toBe('')
  })
})
