import { cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test-support/renderWithProviders'

import { AddressInputPanel } from '.'

function Harness() {
  const [value, setValue] = useState('')
  return <AddressInputPanel value={value} onChange={setValue} />
}

afterEach(cleanup)

describe('AddressInputPanel', () => {
  it('drops whitespace as it is typed, also when that leaves the value as it was', () => {
    renderWithProviders(<Harness />)
    const input = screen.getByTestId('recipient-input') as HTMLInputElement
    fireEvent.input(input, { target: { value: ' 0xab\n' } })
    expect(input.value).toBe('0xab')
    fireEvent.input(input, { target: { value: '0xab ' } })
    expect(input.value).toBe('0xab')
  })
})
