// The whole app under its providers: store, translations, wallets, router, theme, and the last-resort error
// boundary. The browser renders it in a HashRouter (src/main.tsx); the build prerenders the landing page with it in
// a router fixed at that page (src/prerender/render.tsx), so both render the same tree.
import type { i18n as I18n } from 'i18next'
import { type ComponentType, type ReactNode, StrictMode, Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'

import { ErrorBoundary } from '@/components/ErrorBoundary'
import { WalletProvider } from '@/connection/WalletProvider'
import type { AppStore } from '@/state'
import { PageLoader } from '@/theme/PageLoader'
import { ThemeProvider } from '@/theme/ThemeProvider'

import { App } from './App'
import { Updaters } from './Updaters'

export interface RootProps {
  store: AppStore
  i18n: I18n
  Router: ComponentType<{ children: ReactNode }>
}

export function Root({ store, i18n, Router }: RootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <WalletProvider>
            {/* The theme reads ?theme= from the router's location (inside the hash), so it sits inside the router. */}
            <Router>
              <ThemeProvider>
                {/* Last resort: the routes have their own boundary; this one keeps the page from going blank. */}
                <ErrorBoundary>
                  {/* Translated components suspend until their language file has loaded. */}
                  <Suspense fallback={<PageLoader />}>
                    <Updaters />
                    <App />
                  </Suspense>
                </ErrorBoundary>
              </ThemeProvider>
            </Router>
          </WalletProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  )
}
