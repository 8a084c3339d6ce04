// i18next: English, Spanish and German loaded on demand from ./locales/<lng>.json, English fallback.
import i18n from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'

import { baseLanguage, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, resolveLanguage, SUPPORTED_LANGUAGES } from './languages'

export { resolveLanguage, SUPPORTED_LANGUAGES, type SupportedLanguage } from './languages'

void i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    // Only 'es', never 'es-MX': one file per language, and no request for a file that does not exist.
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    // Relative: the build is served from any sub-path (IPFS gateways) with base './'.
    backend: { loadPath: './locales/{{lng}}.json' },
    detection: {
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      // 'en-US' → 'en': the language in use (and the one remembered) is always one we ship a file for.
      convertDetectedLanguage: baseLanguage,
    },
    // React escapes text it renders.
    interpolation: { escapeValue: false },
    // Components suspend until their language file arrives; main.tsx shows a fallback meanwhile.
    react: { useSuspense: true },
    returnNull: false,
  })

function syncDocumentLanguage(lng: string | undefined) {
  if (typeof document !== 'undefined' && lng) document.documentElement.lang = resolveLanguage(lng)
}
i18n.on('languageChanged', syncDocumentLanguage)
syncDocumentLanguage(i18n.resolvedLanguage ?? i18n.language)

export default i18n
