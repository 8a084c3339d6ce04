// The locale numbers and dates are formatted in: the chosen language, set by ./index.ts whenever it changes.
// Kept apart from the translator so the pure formatters in src/utils can read it without loading i18n.

let current = 'en'

/** The current language code ('en', 'pt-BR', 'zh-TW'…), a valid BCP 47 tag for Intl. */
export function formatLocale(): string {
  return current
}

export function setFormatLocale(language: string): void {
  current = language
}
