// i18next: English, Spanish and German loaded on demand from ./locales/<lng>.json, English fallback.
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import { localeBackend } from './backend'
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

void i18n
  .use(localeBackend())
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    // Only 'es', never 'es-MX': one file per language, and no request for a file that does not exist.
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    // React escapes text it renders.
    interpolation: { escapeValue: false },
    // Components suspend until their language file arrives; main.tsx shows a fallback meanwhile.
    react: { useSuspense: true },
    returnNull: false,
  })

function syncDocumentLanguage(lng: string | undefined) {
  if (typeof document !== 'undefined' && lng) document.documentElement.lang = resolveLanguage(lng)
}
i18n.on('languageChanged', (lng: string) => {
  syncDocumentLanguage(lng)
  rememberLanguage(lng)
})
syncDocumentLanguage(i18n.resolvedLanguage ?? i18n.language)

export default i18n
