import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders as wrap } from '@/test-support/renderWithProviders'

import { Toggle } from './Toggle'

afterEach(cleanup)

describe('Toggle', () => {
  it('is a named switch that reports its state and calls back on a click', () => {
    const onToggle = vi.fn()
    wrap(<Toggle label="Dark mode" isOn={false} onToggle={onToggle} testId="dark-mode-toggle" />)
    const toggle = screen.getByRole('switch', { name: 'Dark mode' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(toggle.getAttribute('data-testid')).toBe('dark-mode-toggle')
    fireEvent.click(toggle)
    expect(onToggle).toHaveBeenCalledTimes(1)
  })

  it('reads on when on, and has no test id unless given one', () => {
    wrap(<Toggle label="Venom list" isOn onToggle={() => {}} />)
    const toggle = screen.getByRole('switch', { name: 'Venom list' })
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(toggle.hasAttribute('data-testid')).toBe(false)
  })
})
