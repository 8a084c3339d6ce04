// The languages the interface ships and how a browser or URL language tag maps onto one of them.

/** One file per code in public/locales/; the code is also the page's <html lang> and the locale of its numbers. */
export const SUPPORTED_LANGUAGES = [
  'en',
  'es',
  'de',
  'fr',
  'pt-BR',
  'ru',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'vi',
  'tr',
] as const
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en'

/** Each language named in itself, so a reader who cannot read the current language finds theirs. */
export const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
  ko: '한국어',
  vi: 'Tiếng Việt',
  tr: 'Türkçe',
}

/** Where the chosen language is remembered (read by the language detector, too). */
export const LANGUAGE_STORAGE_KEY = 'venom_language'

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

// Chinese is shipped in two scripts: Traditional for Taiwan, Hong Kong and Macau, Simplified everywhere else;
// a script subtag, when there is one, wins over the region.
const TRADITIONAL_CHINESE = new Set(['hant', 'tw', 'hk', 'mo'])

function chineseScript(subtags: readonly string[]): SupportedLanguage {
  if (subtags.includes('hans')) return 'zh-CN'
  return subtags.some((subtag) => TRADITIONAL_CHINESE.has(subtag)) ? 'zh-TW' : 'zh-CN'
}

/**
 * The shipped language a tag ('es-MX', 'DE', 'zh_Hant_HK', 'pt-PT') stands for, or undefined when we ship
 * nothing for it, so detection can move on to the next source.
 */
export function matchLanguage(tag: unknown): SupportedLanguage | undefined {
  if (typeof tag !== 'string') return undefined
  const [base, ...rest] = tag.trim().toLowerCase().split(/[-_]/)
  if (base === 'zh') return chineseScript(rest)
  if (base === 'pt') return 'pt-BR' // the one Portuguese we ship
  return isSupportedLanguage(base) ? base : undefined
}

/**
 * Maps any language tag (garbage included) to a shipped language, falling back to English, so an unusual
 * browser setting or a hand-edited URL never asks for a missing file.
 */
export function resolveLanguage(tag: unknown): SupportedLanguage {
  return matchLanguage(tag) ?? DEFAULT_LANGUAGE
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
    const language = matchLanguage(tag)
    if (language) return language
  }
  return DEFAULT_LANGUAGE
}
