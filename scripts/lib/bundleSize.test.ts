import { describe, expect, it } from 'vitest'

import { attributeSources, decodeVlq, entryKey, type Manifest, packageOf, staticClosure } from './bundleSize'

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime.js'],
    css: ['assets/index.css'],
    dynamicImports: ['src/pages/Pool/index.tsx'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'], css: ['assets/shared.css'] },
  'src/pages/Swap/index.tsx': { file: 'assets/Swap.js', isDynamicEntry: true, imports: ['index.html', '_shared.js'] },
  'src/pages/Pool/index.tsx': { file: 'assets/Pool.js', isDynamicEntry: true, imports: ['index.html', '_shared.js'] },
}

describe('staticClosure', () => {
  it('follows static imports and collects CSS, leaving dynamic imports out', () => {
    expect(staticClosure(manifest, [entryKey(manifest)])).toEqual({
      js: ['assets/index.js', 'assets/runtime.js'],
      css: ['assets/index.css'],
    })
  })

  it('counts shared chunks once across several roots', () => {
    const { js, css } = staticClosure(manifest, ['index.html', 'src/pages/Swap/index.tsx'])
    expect(js).toEqual(['assets/index.js', 'assets/runtime.js', 'assets/Swap.js', 'assets/shared.js'])
    expect(css).toEqual(['assets/index.css', 'assets/shared.css'])
  })

  it('fails loudly on a missing chunk', () => {
    expect(() => staticClosure(manifest, ['nope'])).toThrow('nope')
  })
})

describe('decodeVlq', () => {
  it('decodes the source-map base64 VLQ', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0])
    expect(decodeVlq('CAAC')).toEqual([1, 0, 0, 1])
    expect(decodeVlq('D')).toEqual([-1])
    expect(decodeVlq('gB')).toEqual([16])
    expect(decodeVlq('2HwBA')).toEqual([123, 24, 0])
  })
})

describe('attributeSources', () => {
  it('gives each source the characters from its segment to the next', () => {
    // Line 1: col 0 → source 0, col 4 → source 1, col 6 unmapped; line 2: col 0 → source 1 again.
    const totals = attributeSources('abcdefghij\nxyz', { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA,E;AAAA' })
    expect(Object.fromEntries(totals)).toEqual({ 'a.js': 4, 'b.js': 5, '(unmapped)': 4 })
  })
})

describe('packageOf', () => {
  it('names the innermost package, scoped or not, or the app folder', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom')
    expect(packageOf('../../node_modules/@ethersproject/abi/lib.esm/index.js')).toBe('@ethersproject/abi')
    expect(packageOf('../../node_modules/a/node_modules/@b/c/x.js')).toBe('@b/c')
    expect(packageOf('../../src/state/index.ts')).toBe('app: src/state')
    expect(packageOf('../../src/main.tsx')).toBe('app: src')
    expect(packageOf('(unmapped)')).toBe('(unmapped)')
  })
})
