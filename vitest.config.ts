// Unit and component tests: pure logic beside the code, components in jsdom.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

import { deploymentsDir } from './scripts/lib/deploymentsDir.ts'
import { PREACT_FOR_REACT } from './scripts/lib/preactForReact.ts'

const esm = (path: string) => new URL(`./node_modules/${path}`, import.meta.url).pathname
const testingLibraryEsm = esm('@testing-library/react/dist/@testing-library/react.esm.js')

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${new URL('./src', import.meta.url).pathname}/` },
      { find: /^@deployments\//, replacement: `${deploymentsDir()}/` },
      ...PREACT_FOR_REACT,
      // Its ES build: the CommonJS one's require('react') would not be aliased.
      { find: /^@testing-library\/react$/, replacement: testingLibraryEsm },
      { find: /^styled-components$/, replacement: esm('styled-components/dist/styled-components.browser.esm.js') },
      { find: /^react-window$/, replacement: esm('react-window/dist/react-window.js') },
    ],
  },
  test: {
    // Libraries that import React go through Vite here (their ES builds), aliases applied, so that they too get
    // Preact (scripts/lib/preactForReact.ts): what the component tests render with is what ships.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-redux/,
          /styled-components/,
          /@web3-react/,
          /react-window/,
          /react-markdown/,
          /use-sync-external-store/,
          /zustand/,
        ],
      },
    },
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'test/unit/**/*.test.{ts,tsx}',
      'bench/percentiles.test.ts',
    ],
    environment: 'jsdom',
    setupFiles: ['test/unit/setup/preactRequire.ts'],
  },
})
