import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { TranslationProvider, useTranslation } from './react'
import { createTranslator, type Messages } from './translator'

const EN: Messages = { wallet: { connect: 'Connect wallet' } }
const ES: Messages = { wallet: { connect: 'Conectar billetera' } }

function ConnectLabel({ useSuspense }: { useSuspense?: boolean }) {
  const { t } = useTranslation(undefined, { useSuspense })
  return <span data-testid="label">{t('wallet.connect', { defaultValue: 'Connect (default)' })}</span>
}

afterEach(cleanup)

describe('useTranslation', () => {
  it('renders in the provider’s language and again after a switch', async () => {
    const translator = createTranslator({ lng: 'en', fallbackLng: 'en', resources: { en: EN, es: ES } })
    render(
      <TranslationProvider translator={translator}>
        <ConnectLabel />
      </TranslationProvider>,
    )
    expect(screen.getByTestId('label').textContent).toBe('Connect wallet')
    await act(() => translator.changeLanguage('es'))
    expect(screen.getByTestId('label').textContent).toBe('Conectar billetera')
  })

  it('suspends until the language file has loaded', async () => {
    let finish: (messages: Messages) => void = () => {}
    const translator = createTranslator({
      lng: 'en',
      fallbackLng: 'en',
      load: () => new Promise<Messages>((resolve) => (finish = resolve)),
    })
    render(
      <TranslationProvider translator={translator}>
        <Suspense fallback={<span data-testid="loading" />}>
          <ConnectLabel />
        </Suspense>
      </TranslationProvider>,
    )
    expect(screen.getByTestId('loading')).toBeTruthy()
    await act(async () => {
      finish(EN)
      await translator.ready
    })
    expect((await screen.findByTestId('label')).textContent).toBe('Connect wallet')
  })

  it('renders default values at once when told not to wait (error screens)', () => {
    const translator = createTranslator({ lng: 'en', fallbackLng: 'en', load: () => new Promise<Messages>(() => {}) })
    render(
      <TranslationProvider translator={translator}>
        <ConnectLabel useSuspense={false} />
      </TranslationProvider>,
    )
    expect(screen.getByTestId('label').textContent).toBe('Connect (default)')
  })
})
