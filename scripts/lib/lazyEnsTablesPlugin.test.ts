import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { ENS_NORMALIZE_MODULE, withLazyEnsTables } from './lazyEnsTablesPlugin'

const require = createRequire(import.meta.url)
const ESM_LIB = require.resolve('@ethersproject/hash/lib.esm/ens-normalize/lib.js')
const CJS_DIR = require.resolve('@ethersproject/hash/lib/ens-normalize/lib.js').replace(/lib\.js$/, '')
const original = readFileSync(ESM_LIB, 'utf8')

/**
 * The rewritten module, run as CommonJS over ethers' own CommonJS include.js and decoder.js (the same tables and
 * decoder as the ESM build): its exports and how many times it decoded the tables.
 */
function evaluate(code: string) {
  let payloadsRead = 0
  const { getData } = require(`${CJS_DIR}include.js`)
  const dependencies: Record<string, unknown> = {
    '@ethersproject/strings': require('@ethersproject/strings'),
    './include.js': {
      getData: () => {
        payloadsRead += 1
        return getData()
      },
    },
    './decoder.js': require(`${CJS_DIR}decoder.js`),
  }
  const commonJs = code
    .replace(/^import \{([^}]*)\} from ["']([^"']+)["'];$/gm, (_, names, from) => `const {${names}} = load('${from}');`)
    .replace(/^export function (\w+)/gm, (_, name) => `exports.${name} = ${name}; function ${name}`)
  const exports: Record<string, (name: string) => string> = {}
  new Function('load', 'exports', commonJs)((from: string) => dependencies[from], exports)
  return { exports, payloadsRead: () => payloadsRead }
}

describe('withLazyEnsTables', () => {
  it('matches the module the build resolves', () => {
    expect(ENS_NORMALIZE_MODULE.test(ESM_LIB)).toBe(true)
    expect(ENS_NORMALIZE_MODULE.test(ESM_LIB.replace('ens-normalize', 'other'))).toBe(false)
  })

  it('reads no table while the module is evaluated, then once, on the first name', () => {
    const lazy = evaluate(withLazyEnsTables(original, ESM_LIB).code)
    expect(lazy.payloadsRead()).toBe(0)
    lazy.exports.ens_normalize('venom.eth')
    lazy.exports.ens_normalize('swap.eth')
    expect(lazy.payloadsRead()).toBe(1)
    // The post-check reads no table, so it stays as cheap as it was.
    expect(evaluate(withLazyEnsTables(original, ESM_LIB).code).exports.ens_normalize_post_check('a.eth')).toBe('a.eth')
  })

  it("normalises every name as ethers' own module does, failures included", () => {
    const lazy = evaluate(withLazyEnsTables(original, ESM_LIB).code).exports
    const eager = evaluate(original).exports
    const outcome = (normalize: (name: string) => string, name: string) => {
      try {
        return normalize(name)
      } catch (error) {
        return `throws ${(error as Error).message}`
      }
    }
    const names = [
      'Venom.ETH',
      'ｖｅｎｏｍ.eth',
      'swap\u00ADpool.eth',
      '💩.eth',
      '👍🏽.eth',
      'a_b.eth',
      'ab--cd.eth',
      '\u0000.eth',
      '',
    ]
    for (const name of names) expect(outcome(lazy.ens_normalize, name), name).toBe(outcome(eager.ens_normalize, name))
    expect(outcome(lazy.ens_normalize, 'Venom.ETH')).toBe('venom.eth')
    expect(outcome(lazy.ens_normalize, 'a_b.eth')).toMatch(/^throws /)
  })

  it('fails on a text it does not know instead of leaving the tables eager', () => {
    expect(() => withLazyEnsTables(original.replace('const r = getData();', 'const r = getData2();'), ESM_LIB)).toThrow(
      /lazy-ens-tables: expected exactly one "const r = getData\(\);"/,
    )
    expect(() => withLazyEnsTables(original.replace('const MAPPED', 'let MAPPED'), ESM_LIB)).toThrow(/lazy-ens-tables/)
  })

  it('maps the rewritten lines back to ethers source', () => {
    const { map } = withLazyEnsTables(original, ESM_LIB)
    expect(map.sources).toEqual([ESM_LIB])
    expect(map.mappings.length).toBeGreaterThan(0)
  })
})
