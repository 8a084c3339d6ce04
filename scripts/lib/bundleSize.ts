// Pure helpers for scripts/size.ts: the static import closure of a Vite manifest and source-map byte attribution.

export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/** The files a browser fetches before running these chunks: their static imports, never their dynamic ones. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>()
  const js: string[] = []
  const css = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`manifest has no chunk ${key}`)
    js.push(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return { js, css: [...css] }
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry && manifest[name].src === 'index.html')
  if (!key) throw new Error('manifest has no index.html entry')
  return key
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** One source-map segment's fields (base64 VLQ, relative values as written). */
export function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64.indexOf(char)
    if (digit < 0) throw new Error(`bad VLQ character ${char}`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

export const UNMAPPED = '(unmapped)'

/** Characters of generated code per original source, from each mapping segment to the next on its line. */
export function attributeSources(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const totals = new Map<string, number>()
  const add = (source: string, length: number) => {
    if (length > 0) totals.set(source, (totals.get(source) ?? 0) + length)
  }
  const lines = code.split('\n')
  const mappingLines = map.mappings.split(';')
  let sourceIndex = 0
  lines.forEach((line, lineNumber) => {
    const segments = (mappingLines[lineNumber] ?? '').split(',').filter(Boolean)
    let column = 0
    let previousColumn = 0
    let previousSource: string = UNMAPPED
    for (const segment of segments) {
      const fields = decodeVlq(segment)
      column += fields[0]
      add(previousSource, column - previousColumn)
      if (fields.length >= 4) {
        sourceIndex += fields[1]
        previousSource = map.sources[sourceIndex] ?? UNMAPPED
      } else {
        previousSource = UNMAPPED
      }
      previousColumn = column
    }
    add(previousSource, line.length - previousColumn)
  })
  return totals
}

/** The npm package a source path belongs to (the innermost node_modules), or the app folder under src/. */
export function packageOf(source: string): string {
  const marker = 'node_modules/'
  const at = source.lastIndexOf(marker)
  if (at >= 0) {
    const parts = source.slice(at + marker.length).split('/')
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  const app = /(?:^|\/)src\/([^/]+)/.exec(source)
  if (app) return app[1].includes('.') ? 'app: src' : `app: src/${app[1]}`
  return source === UNMAPPED ? UNMAPPED : 'other'
}
