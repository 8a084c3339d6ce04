import { Web3ReactProvider } from '@web3-react/core'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { HashRouter } from 'react-router-dom'
import { ThemeProvider } from 'styled-components'

import { App } from '@/app/App'
import { metaMask, metaMaskHooks } from '@/connection/metaMask'
import { theme } from '@/theme/theme'

const connectors: [typeof metaMask, typeof metaMaskHooks][] = [[metaMask, metaMaskHooks]]

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <Web3ReactProvider connectors={connectors}>
      <ThemeProvider theme={theme}>
        <HashRouter>
          <App />
        </HashRouter>
      </ThemeProvider>
    </Web3ReactProvider>
  </StrictMode>,
)
