// The built chunks as a graph of static imports: which files load together with a module's chunk. Shared by the
// build plugins that act on what a visit fetches (compileHintsPlugin.ts, walletConnectPreloadPlugin.ts).
import { type Rolldown } from 'vite'

export type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>

export const chunksOf = (bundle: Bundle): Rolldown.OutputChunk[] =>
  Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')

/** The given chunks and every chunk they import statically, each once, in the order they are reached. */
export function withStaticImports(chunks: Rolldown.OutputChunk[], roots: string[]): string[] {
  const files: string[] = []
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return
    files.push(fileName)
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported)
  }
  for (const root of roots) visit(root)
  return files
}

/** The chunk of a module that has one of its own. */
export function chunkFileOf(chunks: Rolldown.OutputChunk[], module: string): string {
  const chunk = chunks.find((candidate) => candidate.facadeModuleId === module)
  if (!chunk) throw new Error(`No chunk is built for ${module}`)
  return chunk.fileName
}

/** The chunk of a module that has one of its own, and every chunk that chunk imports statically. */
export function moduleChunkFiles(bundle: Bundle, module: string): string[] {
  const chunks = chunksOf(bundle)
  return withStaticImports(chunks, [chunkFileOf(chunks, module)])
}

/** The entry's chunk, the chunks it imports statically, and the landing modules': what the first visit runs. */
export function firstLoadChunkFiles(bundle: Bundle, ...modules: string[]): string[] {
  const chunks = chunksOf(bundle)
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)
  return withStaticImports(chunks, [...entries, ...modules.map((module) => chunkFileOf(chunks, module))])
}
