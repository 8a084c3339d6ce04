// The end-to-end build's own files (E2E_OUT_DIR, as playwright.config.ts serves them): its index.html and the chunk
// Vite's manifest names for a source module, so a test can fail exactly that chunk.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const outDir = path.resolve(process.env.E2E_OUT_DIR || 'dist-e2e')

export function builtIndexHtml(): string {
  return readFileSync(path.join(outDir, 'index.html'), 'utf8')
}

/** The built file ('assets/index-abc123.js') of a source module ('src/pages/Pool/index.tsx'). */
export function chunkOf(sourceModule: string): string {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  const entry = manifest[sourceModule]
  if (!entry) throw new Error(`${sourceModule} is not a chunk of the build in ${outDir}`)
  return entry.file
}
