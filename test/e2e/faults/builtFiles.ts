// The end-to-end build's own files (E2E_OUT_DIR, as playwright.config.ts serves them): its index.html with its
// Content-Security-Policy, and the chunk Vite's manifest names for a source module, so a test can fail exactly that chunk.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { E2E_OUT_DIR } from '../../../scripts/lib/e2eOutDir'

const outDir = path.resolve(E2E_OUT_DIR)

/** The built index.html of the end-to-end build, or of another build's folder. */
export function builtIndexHtml(dir = outDir): string {
  return readFileSync(path.join(dir, 'index.html'), 'utf8')
}

/** The directives of the Content-Security-Policy meta a built index.html carries, each with its sources. */
export function contentSecurityPolicyOf(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]
  if (!content) throw new Error('the built index.html has no CSP meta')
  return new Map(
    content.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
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
