// The error boundary shows the translated apology and a reload button instead of the crashed subtree.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { lightTheme } from '@/theme/theme'

import en from '../../public/locales/en.json'
import es from '../../public/locales/es.json'
import { ErrorBoundary } from './ErrorBoundary'

function Thrower(): never {
  throw new Error('boom')
}

function renderWith(lng: string, resources: Record<string, { translation: object }>) {
  const i18n = i18next.createInstance()
  void i18n.init({ lng, resources, interpolation: { escapeValue: false } })
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={lightTheme}>
        <ErrorBoundary>
          <Thrower />
        </ErrorBoundary>
      </ThemeProvider>
    </I18nextProvider>,
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
    renderWith('es', { es: { translation: es } })
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
