import '@/i18n'

import { Web3ReactProvider } from '@web3-react/core'
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { HashRouter } from 'react-router-dom'
import { ThemeProvider } from 'styled-components'

import { App } from '@/app/App'
import { Updaters } from '@/app/Updaters'
import { connectors } from '@/connection/connectors'
import { createStore } from '@/state'
import { theme } from '@/theme/theme'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const store = createStore()

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <Web3ReactProvider connectors={connectors}>
        <ThemeProvider theme={theme}>
          {/* Translated components suspend until their language file has loaded. */}
          <Suspense fallback={null}>
            <Updaters />
            <HashRouter>
              <App />
            </HashRouter>
          </Suspense>
        </ThemeProvider>
      </Web3ReactProvider>
    </Provider>
  </StrictMode>,
)
