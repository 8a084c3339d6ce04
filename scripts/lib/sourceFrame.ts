// Where a V8 sample's function comes from: the built script's frame read back through the build's source map to the
// package or the app file that holds it (the profiler's reports group time by these).
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'

/** A frame as V8's CPU profile gives it: 0-based line and column in the served script. */
export interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}

const maps = new Map<string, TraceMap | null>()
function sourceMap(outDir: string, url: string): TraceMap | null {
  if (!maps.has(url)) {
    let map: TraceMap | null = null
    try {
      const file = path.join(outDir, new URL(url).pathname)
      map = new TraceMap(readFileSync(`${file}.map`, 'utf8'))
    } catch {
      // Not one of the build's files, or no map: reported by its URL.
    }
    maps.set(url, map)
  }
  return maps.get(url) ?? null
}

/** The source file a frame's function is in: a package's name, an app file's path, or what V8 calls native work. */
export function whereFrom(outDir: string, frame: CallFrame): { file: string; fn: string } {
  const fn = frame.functionName || '(anonymous)'
  if (!frame.url) return { file: fn, fn }
  const map = sourceMap(outDir, frame.url)
  const original = map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
  const source = original?.source ?? new URL(frame.url).pathname
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  const file = inPackage ? inPackage[1] : source.replace(/^.*?\/src\//, 'src/')
  return { file, fn: `${original?.name ?? fn} (${file}:${original?.line ?? frame.lineNumber + 1})` }
}
