// Locations and route patterns: react-router's semantics for the subset the app uses (absolute paths, `:param`
// segments, one `*` catch-all), so a URL that worked before the app had its own router works the same.

export interface Location {
  pathname: string
  search: string
  hash: string
}

/** Where to go: an absolute path with an optional query, or its parts. */
export type To = string | { pathname: string; search?: string; hash?: string }

export type Params = Readonly<Record<string, string | undefined>>

export interface RouteMatch {
  /** The position of the matching pattern in the list handed to `matchRoutes`. */
  index: number
  params: Params
}

/** `/a/b?x=1#h` → its parts; a path without a leading slash is taken from the root (hash URLs have no relative). */
export function parsePath(path: string): Location {
  const hashAt = path.indexOf('#')
  const hash = hashAt >= 0 ? path.slice(hashAt) : ''
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path
  const searchAt = beforeHash.indexOf('?')
  const search = searchAt >= 0 ? beforeHash.slice(searchAt) : ''
  const pathname = searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search, hash }
}

export function toLocation(to: To): Location {
  if (typeof to === 'string') return parsePath(to)
  return { ...parsePath(to.pathname), search: to.search ?? '', hash: to.hash ?? '' }
}

/** The parts back into one path; a bare `?` or `#` is dropped. */
export function createPath({ pathname, search, hash }: Location): string {
  let path = pathname
  if (search && search !== '?') path += search.startsWith('?') ? search : `?${search}`
  if (hash && hash !== '#') path += hash.startsWith('#') ? hash : `#${hash}`
  return path
}

interface CompiledPattern {
  matcher: RegExp
  paramNames: string[]
  score: number
}

const PARAM_SEGMENT = /^:[\w-]+$/
const CATCH_ALL = '*'
const compiled = new Map<string, CompiledPattern>()

/** react-router's ranking: more segments first, then static over `:param`; the catch-all last. */
function scorePattern(segments: string[]): number {
  return segments.reduce(
    (score, segment) =>
      segment === CATCH_ALL ? score - 2 : score + (PARAM_SEGMENT.test(segment) ? 3 : segment === '' ? 1 : 10),
    segments.length,
  )
}

function compilePattern(pattern: string): CompiledPattern {
  const cached = compiled.get(pattern)
  if (cached) return cached
  const segments = pattern.replace(/^\/*/, '').split('/')
  const paramNames: string[] = []
  let source = '^'
  for (const segment of segments) {
    if (segment === CATCH_ALL && segments.length === 1) {
      source += '/.*'
    } else if (PARAM_SEGMENT.test(segment)) {
      paramNames.push(segment.slice(1))
      source += '/([^/]+)'
    } else if (/^[\w.~-]*$/.test(segment)) {
      source += `/${segment.replace(/\./g, '\\.')}`
    } else {
      // Optional segments, splats after a prefix and the like: the app has none, and a silent mismatch would hide.
      throw new Error(`Unsupported route pattern: ${pattern}`)
    }
  }
  const entry = { matcher: new RegExp(`${source}/*$`, 'i'), paramNames, score: scorePattern(['', ...segments]) }
  compiled.set(pattern, entry)
  return entry
}

/**
 * Each segment percent-decoded (a `/` inside one stays inside its parameter); a malformed escape leaves the whole
 * path as typed, so a hostile link falls through to the catch-all instead of throwing.
 */
function decodePathname(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/')
  } catch {
    return pathname
  }
}

export function matchPattern(pattern: string, pathname: string): Params | null {
  const { matcher, paramNames } = compilePattern(pattern)
  const found = matcher.exec(decodePathname(pathname))
  if (!found) return null
  return Object.fromEntries(paramNames.map((name, i) => [name, found[i + 1].replace(/%2F/g, '/')]))
}

/** The best-ranked pattern that matches, earlier ones first among equals; patterns match case-insensitively. */
export function matchRoutes(patterns: readonly string[], pathname: string): RouteMatch | null {
  const ranked = patterns
    .map((pattern, index) => ({ index, score: compilePattern(pattern).score }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
  for (const { index } of ranked) {
    const params = matchPattern(patterns[index], pathname)
    if (params) return { index, params }
  }
  return null
}
