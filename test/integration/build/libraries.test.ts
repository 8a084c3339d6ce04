// The production build ships the libraries as published (issue 26): no import made by a library resolves to a file
// of this repository, React renders the app (react-dom is bundled, the top-level preact package is not), and the
// named libraries are in the bundle. Read from the build's module graph and source maps, not from file names.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { build, type Plugin } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  type BuiltModule,
  dependencyImportsOfRepoFiles,
  packageOf,
  preactSources,
} from '../../../scripts/lib/bundleOrigins'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const NAMED_LIBRARIES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'redux-localstorage-simple',
  '@web3-react/core',
  '@ethersproject/contracts',
  '@ethersproject/providers',
  '@uniswap/sdk',
  '@uniswap/token-lists',
  'styled-components',
  'i18next',
  'react-i18next',
]

let outDir: string
const modules: BuiltModule[] = []
let sources: string[] = []

/** Records every module of the build with the modules that import it. */
const moduleGraph: Plugin = {
  name: 'record-module-graph',
  generateBundle() {
    for (const id of this.getModuleIds()) {
      const info = this.getModuleInfo(id)
      modules.push({ id, importers: [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])] })
    }
  },
}

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'venom-build-'))
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    plugins: [moduleGraph],
    build: { outDir, emptyOutDir: true },
  })
  const assets = path.join(outDir, 'assets')
  sources = readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => (JSON.parse(readFileSync(path.join(assets, file), 'utf8')) as { sources: string[] }).sources)
}, 300_000)

afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the production build', () => {
  it('resolves every import of a library to a library, never to a file of the repository', () => {
    expect(modules.length).toBeGreaterThan(100)
    expect(dependencyImportsOfRepoFiles(modules, ROOT)).toEqual([])
  })

  it('is rendered by react-dom, with no top-level preact package in any chunk', () => {
    expect(preactSources(sources)).toEqual([])
    expect(sources.some((source) => packageOf(source) === 'react-dom')).toBe(true)
  })

  it('builds from each named library', () => {
    // From the module graph: a library that only re-exports another (react-router-dom) leaves no code of its own.
    const bundled = new Set(modules.map((module) => packageOf(module.id)))
    expect(NAMED_LIBRARIES.filter((library) => !bundled.has(library))).toEqual([])
  })
})
