// Test helper: renders dialog pieces inside the app's store, i18n (English), wallet context and theme.
import { configureStore } from '@reduxjs/toolkit'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import { ThemeProvider } from 'styled-components'

import { WalletProvider } from '@/connection/WalletProvider'
import { BUNDLED_RESOURCES } from '@/i18n/bundledResources'
import { rootReducer, type RootState } from '@/state/reducer'
import { lightTheme } from '@/theme/theme'

const i18n = i18next.createInstance()
void i18n.init({ lng: 'en', resources: BUNDLED_RESOURCES, interpolation: { escapeValue: false } })

export function renderWithProviders(ui: ReactElement, preloadedState?: Partial<RootState>) {
  const store = configureStore({ reducer: rootReducer, preloadedState })
  // A wrapper (not a wrapped element) so that rerender keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <WalletProvider>
          <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
        </WalletProvider>
      </I18nextProvider>
    </Provider>
  )
  const result = render(ui, { wrapper })
  return { ...result, store }
}
