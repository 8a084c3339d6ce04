// The app's translator: each shipped language loaded on demand from ./locales/<code>.json ('pt-BR', 'zh-TW'…),
// English the fallback of every other (./translator.ts).
import { localeBackend } from './backend'
import { setFormatLocale } from './formatLocale'
import { DEFAULT_LANGUAGE, detectLanguage, LANGUAGE_STORAGE_KEY, languageFromUrl, resolveLanguage } from './languages'
import { setAppTranslator } from './react'
import { Translator } from './translator'

export { resolveLanguage, SUPPORTED_LANGUAGES, type SupportedLanguage } from './languages'

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null // storage disabled: detection goes on with the browser's languages
  }
}

function rememberLanguage(lng: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, resolveLanguage(lng))
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

const initialLanguage = detectLanguage({
  url: languageFromUrl(location.search, location.hash),
  stored: readStoredLanguage(),
  browser: navigator.languages ?? [navigator.language],
})
setFormatLocale(initialLanguage)

function syncDocumentLanguage(lng: string | undefined) {
  if (typeof document !== 'undefined' && lng) document.documentElement.lang = resolveLanguage(lng)
}

// Exactly the resolved code ('pt-BR', never 'pt' too): one file per language, each a file that exists.
const i18n = new Translator({ lng: initialLanguage, fallbackLng: DEFAULT_LANGUAGE, load: localeBackend() })
setAppTranslator(i18n)

// Registered before any component, so numbers and dates switch before a component re-renders for the new language.
i18n.subscribe((lng) => {
  setFormatLocale(resolveLanguage(lng))
  syncDocumentLanguage(lng)
  rememberLanguage(lng)
})

/** Settles once the first language file has loaded (or failed): main.tsx renders then, in one pass. */
export const i18nReady: Promise<unknown> = i18n.ready

syncDocumentLanguage(i18n.language)

export default i18n
