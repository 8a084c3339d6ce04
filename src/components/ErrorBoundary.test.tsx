// The error boundary shows the translated apology and a reload button instead of the crashed subtree.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { TranslationProvider } from '@/i18n/react'
import { createTranslator, type Messages } from '@/i18n/translator'
import { lightTheme } from '@/theme/theme'

import en from '../../public/locales/en.json'
import es from '../../public/locales/es.json'
import { ErrorBoundary } from './ErrorBoundary'

function Thrower(): never {
  throw new Error('boom')
}

function renderWith(lng: string, resources: Record<string, Messages>) {
  const i18n = createTranslator({ lng, fallbackLng: 'en', resources })
  return render(
    <TranslationProvider translator={i18n}>
      <ThemeProvider theme={lightTheme}>
        <ErrorBoundary>
          <Thrower />
        </ErrorBoundary>
      </ThemeProvider>
    </TranslationProvider>,
  )
}

describe('ErrorBoundary', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('renders children when nothing throws', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <ErrorBoundary>
          <p>fine</p>
        </ErrorBoundary>
      </ThemeProvider>,
    )
    expect(screen.getByText('fine')).toBeTruthy()
  })

  it('shows the translated message and reloads on click', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    renderWith('es', { es })
    expect(screen.getByTestId('error-boundary').textContent).toContain(es.errors.unknown)
    fireEvent.click(screen.getByTestId('error-boundary-reload'))
    expect(reload).toHaveBeenCalled()
  })

  it('falls back to English text when no language file has loaded', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWith('de', {})
    expect(screen.getByTestId('error-boundary').textContent).toContain(en.errors.unknown)
    expect(screen.getByTestId('error-boundary-reload').textContent).toBe(en.errors.reload)
  })
})
