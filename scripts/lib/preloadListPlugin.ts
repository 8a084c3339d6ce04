// A Vite plugin that writes into index.html, as a <meta> per group, the script files a later action will load: the
// chunks of the given modules and everything they import statically, less what the first load has already run. The
// app turns them into <link rel="modulepreload"> when the action becomes likely (src/connection/walletConnectPreload.ts),
// so that the browser fetches and compiles the whole chain at once instead of one level of dynamic imports after
// another, each waiting for the one before it to run. The files are only known once the bundle is written, and
// index.html, never cached for long, always names the build's own.
import { type HtmlTagDescriptor, type Plugin } from 'vite'

import { type Bundle, chunksOf, firstLoadChunkFiles, withStaticImports } from './bundleGraph.ts'

/** A module by its whole id, or by a pattern for one under node_modules (its path there is the package's). */
export type ModuleMatcher = string | RegExp

export interface PreloadGroup {
  /** The <meta name> the app reads. */
  meta: string
  modules: ModuleMatcher[]
}

const matches = (matcher: ModuleMatcher, id: string) =>
  typeof matcher === 'string' ? id === matcher : matcher.test(id)

/**
 * Each group's files, in the order they are reached, none twice (a file an earlier group lists is left out of the
 * later ones) and none the first load runs. A group none of whose modules was built (a feature the build leaves
 * out) lists nothing; one only some of whose modules were found fails the build, since a library that moved its
 * files would otherwise quietly lose its preload.
 */
export function preloadLists(
  bundle: Bundle,
  groups: PreloadGroup[],
  firstLoadModules: string[],
): { meta: string; files: string[] }[] {
  const chunks = chunksOf(bundle)
  const listed = new Set(firstLoadChunkFiles(bundle, ...firstLoadModules))
  return groups.map(({ meta, modules }) => {
    const roots = modules.map((matcher) => chunks.find((chunk) => matches(matcher, chunk.facadeModuleId ?? '')))
    const missing = modules.filter((_, index) => roots[index] === undefined)
    if (missing.length === modules.length) return { meta, files: [] }
    if (missing.length > 0) throw new Error(`${meta}: no chunk is built for ${missing.join(', ')}`)
    const files = withStaticImports(
      chunks,
      roots.map((chunk) => chunk!.fileName),
    ).filter((file) => !listed.has(file))
    files.forEach((file) => listed.add(file))
    return { meta, files }
  })
}

export interface PreloadListOptions {
  groups: PreloadGroup[]
  /** The modules the first visit loads besides the entry (its landing page): what is already there to run. */
  firstLoadModules: string[]
}

export function preloadListPlugin({ groups, firstLoadModules }: PreloadListOptions): Plugin {
  return {
    name: 'preload-lists',
    apply: 'build',
    transformIndexHtml: {
      // After the bundle is written: its file names are final.
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return []
        return preloadLists(bundle, groups, firstLoadModules)
          .filter(({ files }) => files.length > 0)
          .map(({ meta, files }) => ({
            tag: 'meta',
            attrs: { name: meta, content: files.join(' ') },
            injectTo: 'head',
          }))
      },
    },
  }
}
