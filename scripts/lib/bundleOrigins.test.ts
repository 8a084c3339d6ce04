import { describe, expect, it } from 'vitest'

import { dependencyImportsOfRepoFiles, packageOf, preactSources } from './bundleOrigins'

const ROOT = '/repo'

describe('dependencyImportsOfRepoFiles', () => {
  it('finds a library import that resolved to a file of the repository', () => {
    const modules = [
      { id: '/repo/src/shims/jsbi.ts', importers: ['/repo/node_modules/@uniswap/sdk/dist/sdk.esm.js'] },
      { id: '/repo/src/main.tsx', importers: [] },
      { id: '/repo/src/app/App.tsx', importers: ['/repo/src/main.tsx'] },
      { id: '/repo/node_modules/jsbi/dist/jsbi.mjs', importers: ['/repo/node_modules/@uniswap/sdk/dist/sdk.esm.js'] },
      { id: '\0vite/preload-helper.js', importers: ['/repo/node_modules/x/index.js'] },
    ]
    expect(dependencyImportsOfRepoFiles(modules, ROOT)).toEqual([
      'node_modules/@uniswap/sdk/dist/sdk.esm.js → src/shims/jsbi.ts',
    ])
  })
})

describe('preactSources', () => {
  it('finds the top-level preact package, not a library’s nested copy', () => {
    expect(
      preactSources([
        '../../node_modules/preact/compat/dist/compat.module.js',
        '../../node_modules/@coinbase/wallet-sdk/node_modules/preact/dist/preact.module.js',
        '../../node_modules/react-dom/cjs/react-dom.production.js',
        '../../src/preactish.ts',
      ]),
    ).toEqual(['../../node_modules/preact/compat/dist/compat.module.js'])
  })
})

describe('packageOf', () => {
  it('names the package of a source, scoped or nested', () => {
    expect(packageOf('../../node_modules/@uniswap/sdk/dist/sdk.esm.js')).toBe('@uniswap/sdk')
    expect(packageOf('../../node_modules/@coinbase/wallet-sdk/node_modules/preact/dist/x.js')).toBe('preact')
    expect(packageOf('../../src/main.tsx')).toBeUndefined()
  })
})
