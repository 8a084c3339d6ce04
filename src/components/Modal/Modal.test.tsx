import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useEffect, useRef } from 'react'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { lightTheme } from '@/theme/theme'

import { Modal, MODAL_FADE_MS } from './index'

/** Takes focus in a mount effect, as the app's search field does (CurrencySearch). */
function FocusedOnMount() {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return <input ref={ref} aria-label="search" />
}

function renderModal(isOpen: boolean, onDismiss = vi.fn()) {
  const view = (open: boolean) => (
    <ThemeProvider theme={lightTheme}>
      <button type="button">opener</button>
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

  it('makes the rest of the page inert while open, and gives focus back to its opener on closing', async () => {
    const { container, rerenderOpen } = renderModal(false)
    const opener = screen.getByRole('button', { name: 'opener' })
    opener.focus()
    rerenderOpen(true)
    expect(container.hasAttribute('inert')).toBe(true)
    expect(screen.getByRole('dialog').parentElement?.hasAttribute('inert')).toBe(false)
    rerenderOpen(false)
    expect(container.hasAttribute('inert')).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('leaves focus on a child that takes it itself, and still returns it to the opener', async () => {
    const onDismiss = vi.fn()
    const view = (open: boolean) => (
      <ThemeProvider theme={lightTheme}>
        <button type="button">opener</button>
        <Modal isOpen={open} onDismiss={onDismiss} label="Search">
          <FocusedOnMount />
        </Modal>
      </ThemeProvider>
    )
    const { rerender } = render(view(false))
    const opener = screen.getByRole('button', { name: 'opener' })
    opener.focus()
    rerender(view(true))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'search' }))
    rerender(view(false))
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('on Escape closes only the topmost of two dialogs', () => {
    const outer = vi.fn()
    const inner = vi.fn()
    render(
      <ThemeProvider theme={lightTheme}>
        <Modal isOpen onDismiss={outer} label="Outer">
          <p>outer</p>
        </Modal>
        <Modal isOpen onDismiss={inner} label="Inner">
          <p>inner</p>
        </Modal>
      </ThemeProvider>,
    )
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(inner).toHaveBeenCalledTimes(1)
    expect(outer).not.toHaveBeenCalled()
  })
})
