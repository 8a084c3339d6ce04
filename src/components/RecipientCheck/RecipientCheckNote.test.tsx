import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { RecipientCheckState } from '@/hooks/addresses/useRecipientCheck'
import { renderWithProviders as wrap } from '@/test-support/renderWithProviders'

import { RecipientCheckNote } from '.'

afterEach(cleanup)

const TYPED = '0x1234CDcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd5678'
const USED = '0x1234abababababababababababababababab5678'

const state = (extra: Partial<RecipientCheckState>): RecipientCheckState => ({
  address: TYPED,
  check: { kind: 'firstTime' },
  isReading: false,
  acknowledged: false,
  acknowledge: () => {},
  isHeld: false,
  ...extra,
})

describe('RecipientCheckNote', () => {
  it('names the lookalike and the address used before, and reports the acknowledgement', () => {
    const acknowledge = vi.fn()
    wrap(
      <RecipientCheckNote
        state={state({ check: { kind: 'lookalike', usedBefore: USED }, acknowledge, isHeld: true })}
      />,
    )
    expect(screen.getByRole('alert').dataset.testid).toBe('recipient-lookalike-warning')
    expect(screen.getByTestId('recipient-lookalike-typed').textContent).toBe(TYPED)
    expect(screen.getByTestId('recipient-lookalike-typed').dataset.address).toBe(TYPED.toLowerCase())
    expect(screen.getByTestId('recipient-lookalike-used').textContent).toBe(USED)
    fireEvent.click(screen.getByTestId('recipient-lookalike-acknowledge'))
    expect(acknowledge).toHaveBeenCalledWith(true)
  })

  it('notes a first-time recipient quietly, and says so while the history is still read', () => {
    const { rerender } = wrap(<RecipientCheckNote state={state({})} />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('recipient-first-time').dataset.reading).toBeUndefined()
    rerender(<RecipientCheckNote state={state({ isReading: true })} />)
    expect(screen.getByTestId('recipient-first-time').dataset.reading).toBe('true')
  })

  it('says nothing of an address used before, nor without an address', () => {
    const { container, rerender } = wrap(<RecipientCheckNote state={state({ check: { kind: 'known' } })} />)
    expect(container.textContent).toBe('')
    rerender(<RecipientCheckNote state={state({ address: undefined, check: undefined })} />)
    expect(container.textContent).toBe('')
  })
})
