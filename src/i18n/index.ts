// i18next: English, every visit's fallback, comes with the app's code; each other shipped language is loaded on demand
// from ./locales/<code>.json ('pt-BR', 'zh-TW'…) by i18next-http-backend, relative to the page so the build works from
// any sub-path.
import i18n from 'i18next'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'

import { BUNDLED_RESOURCES } from './bundledResources'
import { setFormatLocale } from './formatLocale'
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  LANGUAGE_STORAGE_KEY,
  languageFromUrl,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
} from './languages'

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
// Registered before init, so numbers and dates switch before any component re-renders for the new language.
i18n.on('languageChanged', (lng: string) => {
  setFormatLocale(resolveLanguage(lng))
  syncDocumentLanguage(lng)
  rememberLanguage(lng)
})

/** Settles once the visit's language is there (English at once, another once its file has loaded or failed): the
 * start renders then, in one pass. */
export const i18nReady: Promise<unknown> = i18n
  .use(HttpBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    // Exactly the resolved code ('pt-BR', never 'pt' too): one file per language, each a file that exists.
    load: 'currentOnly',
    // Every visit needs English (the fallback of every other language, and the prerendered page's): bundled, it costs
    // no request and no wait before the first render; the backend loads only the others.
    resources: BUNDLED_RESOURCES,
    partialBundledLanguages: true,
    backend: { loadPath: './locales/{{lng}}.json' },
    // React escapes text it renders.
    interpolation: { escapeValue: false },
    // Components suspend until their language file arrives; main.tsx shows a fallback meanwhile.
    react: { useSuspense: true },
  })

syncDocumentLanguage(i18n.resolvedLanguage ?? i18n.language)

export default i18n
