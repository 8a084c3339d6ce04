import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders as wrap } from '@/test-support/renderWithProviders'

import { ModalHeader } from './ModalHeader'

afterEach(cleanup)

describe('ModalHeader', () => {
  it('names its close and back buttons and calls them', () => {
    const onClose = vi.fn()
    const onBack = vi.fn()
    wrap(<ModalHeader title="Manage" onBack={onBack} onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Manage')).toBeTruthy()
  })

  it('has no buttons without handlers, and a plain title unless asked for a heading', () => {
    wrap(<ModalHeader title="Error" />)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('renders the title as an h2 when it is the dialog heading', () => {
    wrap(<ModalHeader title="Claim VENOM" isHeading onClose={() => {}} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Claim VENOM' })).toBeTruthy()
  })
})
