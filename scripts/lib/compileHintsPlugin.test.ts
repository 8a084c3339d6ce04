import { describe, expect, it } from 'vitest'

import { type Bundle } from './bundleGraph'
import { attributeSources, UNMAPPED } from './bundleSize'
import { COMPILE_HINT, compileHintsPlugin, withCompileHint } from './compileHintsPlugin'

describe('withCompileHint', () => {
  it('puts the hint on the first line, where V8 reads it', () => {
    expect(withCompileHint('let a=1').code).toBe(`${COMPILE_HINT}\nlet a=1`)
  })

  it('moves the source map down a line, so the code still maps to its sources and the hint to none', () => {
    // `f();g()`: `f();` from a.ts, `g()` from b.ts.
    const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ICAA' }
    const hinted = withCompileHint('f();g()', map.mappings)
    expect(attributeSources(hinted.code, { ...map, mappings: hinted.mappings! })).toEqual(
      new Map([
        [UNMAPPED, COMPILE_HINT.length],
        ['a.ts', 4],
        ['b.ts', 3],
      ]),
    )
  })

  it('leaves a chunk without a source map without one', () => {
    expect(withCompileHint('x').mappings).toBeUndefined()
  })
})

describe('compileHintsPlugin', () => {
  const withCode = (name: string, fileName: string, imports: string[], facadeModuleId: string | null = null) =>
    ({
      type: 'chunk',
      name,
      fileName,
      imports,
      facadeModuleId,
      isEntry: name === 'index',
      code: 'f()',
    }) as unknown as Bundle[string]
  const bundle = (): Bundle => ({
    'assets/index.js': withCode('index', 'assets/index.js', ['assets/vendor.js', 'assets/vendor-idle.js']),
    'assets/vendor.js': withCode('vendor', 'assets/vendor.js', []),
    'assets/vendor-idle.js': withCode('vendor-idle', 'assets/vendor-idle.js', []),
    'assets/Swap.js': withCode('Swap', 'assets/Swap.js', ['assets/vendor.js'], '/app/src/pages/Swap/index.tsx'),
    'assets/Pool.js': withCode('Pool', 'assets/Pool.js', ['assets/vendor.js'], '/app/src/pages/Pool/index.tsx'),
  })
  const run = (output: Bundle) => {
    const plugin = compileHintsPlugin({ modules: ['/app/src/pages/Swap/index.tsx'], unhinted: ['vendor-idle'] })
    const hook = plugin.generateBundle as unknown as { handler: (options: unknown, bundle: Bundle) => void }
    hook.handler({}, output)
    return Object.fromEntries(
      Object.entries(output).map(([fileName, file]) => [
        fileName,
        (file as { code: string }).code.startsWith(COMPILE_HINT),
      ]),
    )
  }

  it('hints the first load’s chunks but the ones named unhinted, and no lazily loaded chunk', () => {
    expect(run(bundle())).toEqual({
      'assets/index.js': true,
      'assets/vendor.js': true,
      'assets/vendor-idle.js': false,
      'assets/Swap.js': true,
      'assets/Pool.js': false,
    })
  })
})
