import { describe, expect, it } from 'vitest'

import { type Bundle, firstLoadChunkFiles, moduleChunkFiles } from './bundleGraph'

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId, isEntry }) as unknown as Bundle[string]

const BUNDLE: Bundle = {
  entry: chunk('assets/index.js', ['assets/vendor.js', 'assets/shell.js'], '/app/src/main.tsx', true),
  vendor: chunk('assets/vendor.js', []),
  shell: chunk('assets/shell.js', ['assets/vendor.js']),
  shared: chunk('assets/swap-shared.js', ['assets/vendor.js', 'assets/shell.js']),
  swap: chunk('assets/Swap.js', ['assets/swap-shared.js'], '/app/src/pages/Swap/index.tsx'),
  pool: chunk('assets/Pool.js', ['assets/swap-shared.js', 'assets/pool-only.js'], '/app/src/pages/Pool/index.tsx'),
  poolOnly: chunk('assets/pool-only.js', []),
  css: { type: 'asset', fileName: 'assets/index.css' } as unknown as Bundle[string],
}

describe('firstLoadChunkFiles', () => {
  it('lists the entry, its static imports and the landing page with its imports, and no other page', () => {
    expect(firstLoadChunkFiles(BUNDLE, '/app/src/pages/Swap/index.tsx').sort()).toEqual([
      'assets/Swap.js',
      'assets/index.js',
      'assets/shell.js',
      'assets/swap-shared.js',
      'assets/vendor.js',
    ])
  })
})

describe('moduleChunkFiles', () => {
  it('lists the module’s chunk and what it imports, once each', () => {
    expect(moduleChunkFiles(BUNDLE, '/app/src/pages/Pool/index.tsx')).toEqual([
      'assets/Pool.js',
      'assets/swap-shared.js',
      'assets/vendor.js',
      'assets/shell.js',
      'assets/pool-only.js',
    ])
  })

  it('fails the build when the module has no chunk of its own', () => {
    expect(() => moduleChunkFiles(BUNDLE, '/app/src/pages/Nope.tsx')).toThrow(/No chunk/)
  })
})
