import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { lightTheme } from '@/theme/theme'

import { Modal, MODAL_FADE_MS } from './index'

function renderModal(isOpen: boolean, onDismiss = vi.fn()) {
  const view = (open: boolean) => (
    <ThemeProvider theme={lightTheme}>
      <Modal isOpen={open} onDismiss={onDismiss} label="Wallet">
        <button type="button">inside</button>
      </Modal>
    </ThemeProvider>
  )
  const result = render(view(isOpen))
  return { ...result, onDismiss, rerenderOpen: (open: boolean) => result.rerender(view(open)) }
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Modal', () => {
  it('is an accessible dialog that takes focus', () => {
    renderModal(true)
    const dialog = screen.getByRole('dialog', { name: 'Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(dialog)
  })

  it('closes on Escape and on a click on the overlay, not inside', () => {
    const { onDismiss } = renderModal(true)
    fireEvent.mouseDown(screen.getByRole('button', { name: 'inside' }))
    expect(onDismiss).not.toHaveBeenCalled()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onDismiss).toHaveBeenCalledTimes(1)
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement)
    expect(onDismiss).toHaveBeenCalledTimes(2)
  })

  it('stays mounted for the 200 ms fade-out', () => {
    vi.useFakeTimers()
    const { rerenderOpen } = renderModal(true)
    rerenderOpen(false)
    expect(screen.queryByRole('dialog')).not.toBeNull()
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
