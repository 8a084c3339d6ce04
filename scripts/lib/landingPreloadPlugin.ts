// A Vite plugin that lets the landing page's chunks download with the entry: index.html gets a modulepreload for
// the lazily loaded page that '/' leads to (the swap page) and the chunks it imports. Without it they are asked
// for only once the entry has run and the router has rendered, one more round trip before the swap card paints.
// Other routes fetch a chunk they may not run (mostly code the other pages share: ~21 KB gzipped today).
import { type Plugin, type Rolldown } from 'vite'

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>

/** The files of `page`'s chunk and of every chunk it imports statically, those index.html already loads left out. */
export function landingChunkFiles(bundle: Bundle, page: string, html: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
  const root = chunks.find((chunk) => chunk.facadeModuleId === page)
  if (!root) throw new Error(`No chunk is built for the landing page ${page}`)
  const files: string[] = []
  const visit = (fileName: string) => {
    if (files.includes(fileName) || html.includes(fileName)) return
    files.push(fileName)
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported)
  }
  visit(root.fileName)
  return files
}

export function landingPreloadPlugin(page: string): Plugin {
  let base = './'
  return {
    name: 'landing-page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        return landingChunkFiles(bundle, page, html).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
