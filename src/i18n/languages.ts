// The languages the interface ships and how a browser or URL language tag maps onto one of them.

export const SUPPORTED_LANGUAGES = ['en', 'es', 'de'] as const
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en'

/** Where the chosen language is remembered (read by the language detector, too). */
export const LANGUAGE_STORAGE_KEY = 'venom_language'

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

/** The language part of a tag, lower case ('es-MX' → 'es'); detection keeps looking if it is not shipped. */
export function baseLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0]
}

/**
 * Maps any language tag ('es-MX', 'DE', 'de_AT', garbage) to a shipped language, falling back to
 * English, so an unusual browser setting or a hand-edited URL never asks for a missing file.
 */
export function resolveLanguage(tag: unknown): SupportedLanguage {
  if (typeof tag !== 'string') return DEFAULT_LANGUAGE
  const base = baseLanguage(tag)
  return isSupportedLanguage(base) ? base : DEFAULT_LANGUAGE
}

/** The `lng` query parameter, from the real query string or from the query inside a HashRouter URL. */
export function languageFromUrl(search: string, hash: string): string | undefined {
  for (const query of [search, hash.includes('?') ? hash.slice(hash.indexOf('?')) : '']) {
    const value = new URLSearchParams(query).get('lng')
    if (value) return value
  }
  return undefined
}

/**
 * The language to start with: the URL's `lng`, then the remembered choice, then the browser's languages,
 * each only if we ship it; English otherwise.
 */
export function detectLanguage(sources: {
  url?: string
  stored?: string | null
  browser?: readonly string[]
}): SupportedLanguage {
  const candidates = [sources.url, sources.stored ?? undefined, ...(sources.browser ?? [])]
  for (const tag of candidates) {
    if (typeof tag === 'string' && isSupportedLanguage(baseLanguage(tag))) return baseLanguage(tag) as SupportedLanguage
  }
  return DEFAULT_LANGUAGE
}
