import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders as wrap } from '@/test-support/renderWithProviders'

import { TextField } from './TextField'

afterEach(cleanup)

describe('TextField', () => {
  it('is named by its hint, shows it as the placeholder and keeps autocomplete off', () => {
    const onChange = vi.fn()
    wrap(<TextField label="Search name or paste address" data-testid="token-search" value="" onChange={onChange} />)
    const field = screen.getByRole('textbox', { name: 'Search name or paste address' })
    expect(field.getAttribute('placeholder')).toBe('Search name or paste address')
    expect(field.getAttribute('autocomplete')).toBe('off')
    expect(field.getAttribute('type')).toBe('text')
    expect(field.getAttribute('data-testid')).toBe('token-search')
    fireEvent.input(field, { target: { value: 'VEN' } })
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
