import '@/i18n'

import { Web3ReactProvider } from '@web3-react/core'
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'

import { App } from '@/app/App'
import { preloadLandingPage } from '@/app/routes/pages'
import { Updaters } from '@/app/Updaters'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { connectors } from '@/connection/connectors'
import { i18nReady } from '@/i18n'
import { HashRouter } from '@/lib/router'
import { createStore } from '@/state'
import { PageLoader } from '@/theme/PageLoader'
import { ThemeProvider } from '@/theme/ThemeProvider'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const store = createStore()

// The first render waits for the language file and the swap page's code (both preloaded by index.html, so usually
// there with the scripts): rendered at once, every translated component and the page would suspend, and the tree
// render a second time before anything shows.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <Web3ReactProvider connectors={connectors}>
          {/* The theme reads ?theme= from the router's location (inside the hash), so it sits inside the router. */}
          <HashRouter>
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
          </HashRouter>
        </Web3ReactProvider>
      </Provider>
    </StrictMode>,
  )
void Promise.all([i18nReady, preloadLandingPage(location.hash)]).then(render, render)
