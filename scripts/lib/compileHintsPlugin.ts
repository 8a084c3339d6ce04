// A Vite plugin that marks the first load's chunks with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
// Chrome 136+, https://v8.dev/blog/explicit-compile-hints): Chrome then compiles their functions while the file
// streams in, on a background thread, instead of compiling each one on the main thread the first time it runs.
// Nearly every function of these chunks runs before the swap card paints, so that compile work sat in the long
// tasks of start-up (Lighthouse's total blocking time). Lazily loaded chunks stay unmarked: what they hold runs
// when a page or dialog opens, if ever. Other browsers read the line as a comment.
import { type Plugin } from 'vite'

import { firstLoadChunkFiles } from './bundleGraph.ts'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * `code` with the hint as its first line, and its source map's mappings moved down a line to match (a map's lines
 * are separated by ';'). V8 reads the hint only at the top of a file.
 */
export function withCompileHint(code: string, mappings?: string): { code: string; mappings?: string } {
  return { code: `${COMPILE_HINT}\n${code}`, mappings: mappings === undefined ? undefined : `;${mappings}` }
}

export interface CompileHintsOptions {
  /** The modules the first visit loads besides the entry (its landing page): their chunks and static imports. */
  modules: string[]
  /** Names of first-load chunks to leave unhinted: what they hold loads with the page but does not run with it. */
  unhinted?: string[]
}

export function compileHintsPlugin({ modules, unhinted = [] }: CompileHintsOptions): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own rewrites of the chunks (its dynamic-import helper prepends a line to some of them).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of firstLoadChunkFiles(bundle, ...modules)) {
          const chunk = bundle[fileName]
          if (chunk?.type !== 'chunk' || unhinted.includes(chunk.name)) continue
          const mapAsset = bundle[`${fileName}.map`]
          const hinted = withCompileHint(chunk.code, chunk.map?.mappings)
          chunk.code = hinted.code
          if (chunk.map && hinted.mappings !== undefined) chunk.map.mappings = hinted.mappings
          // The map may already have been emitted as a file of its own: shift that one too.
          if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
            const map = JSON.parse(mapAsset.source) as { mappings: string }
            mapAsset.source = JSON.stringify({ ...map, mappings: withCompileHint('', map.mappings).mappings })
          }
        }
      },
    },
  }
}
