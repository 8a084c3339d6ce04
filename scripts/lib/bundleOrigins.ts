// What a build is made of, read from its module graph and source maps: the imports of libraries that Vite resolved
// to files of this repository (an alias or resolver that swaps a module inside a dependency), and the sources of the
// renderer. Issue 26: the libraries ship as published, and React, not Preact, renders the app.
import path from 'node:path'

export interface BuiltModule {
  id: string
  importers: readonly string[]
}

const NODE_MODULES = `${path.sep}node_modules${path.sep}`

const isDependency = (id: string) => id.includes(NODE_MODULES)
/** Vite's and Rolldown's virtual modules (`\0vite/...`, `vite/preload-helper`) are neither. */
const isVirtual = (id: string) => id.startsWith('\0') || !path.isAbsolute(id)

/** `importer → module` for every import made by a library that landed on a file of the repository. */
export function dependencyImportsOfRepoFiles(modules: readonly BuiltModule[], root: string): string[] {
  const found: string[] = []
  for (const { id, importers } of modules) {
    if (isVirtual(id) || isDependency(id) || !id.startsWith(root)) continue
    for (const importer of importers) {
      if (isDependency(importer)) found.push(`${path.relative(root, importer)} → ${path.relative(root, id)}`)
    }
  }
  return found
}

/** Sources of the top-level `preact` package (a library's own nested copy, as Coinbase's SDK ships, is its own). */
export function preactSources(sources: readonly string[]): string[] {
  return sources.filter((source) => {
    const [, ...inPackages] = source.replace(/\\/g, '/').split('node_modules/')
    return inPackages.length === 1 && inPackages[0].startsWith('preact/')
  })
}

/** Which package a source map's source belongs to ('react-dom', '@uniswap/sdk'), the innermost for nested copies. */
export function packageOf(source: string): string | undefined {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source.replace(/\\/g, '/'))
  return match?.[1]
}
