import { describe, expect, it } from 'vitest'

import { landingChunkFiles } from './landingPreloadPlugin'

type Bundle = Parameters<typeof landingChunkFiles>[0]

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId }) as unknown as Bundle[string]

const BUNDLE: Bundle = {
  entry: chunk('assets/index.js', ['assets/vendor.js', 'assets/shell.js'], '/app/src/main.tsx'),
  vendor: chunk('assets/vendor.js', []),
  shell: chunk('assets/shell.js', ['assets/vendor.js']),
  shared: chunk('assets/swap-shared.js', ['assets/vendor.js', 'assets/shell.js', 'assets/math.js']),
  math: chunk('assets/math.js', ['assets/swap-shared.js']),
  swap: chunk('assets/Swap.js', ['assets/swap-shared.js', 'assets/vendor.js'], '/app/src/pages/Swap/index.tsx'),
  pool: chunk('assets/Pool.js', ['assets/swap-shared.js'], '/app/src/pages/Pool/index.tsx'),
  css: { type: 'asset', fileName: 'assets/index.css' } as unknown as Bundle[string],
}
const HTML = '<script src="./assets/index.js"></script><link href="./assets/vendor.js"><link href="./assets/shell.js">'

describe('landingChunkFiles', () => {
  it('lists the page chunk and what it imports, once each (cycles too), minus what index.html loads', () => {
    expect(landingChunkFiles(BUNDLE, '/app/src/pages/Swap/index.tsx', HTML)).toEqual([
      'assets/Swap.js',
      'assets/swap-shared.js',
      'assets/math.js',
    ])
  })

  it('fails the build when the page has no chunk of its own', () => {
    expect(() => landingChunkFiles(BUNDLE, '/app/src/pages/Nope.tsx', HTML)).toThrow(/No chunk/)
  })
})
