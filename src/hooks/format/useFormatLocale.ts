// The locale numbers are shown in; calling it re-renders a component that uses no translation when the
// language changes, so its figures switch format with the rest of the page.
import { useTranslation } from 'react-i18next'

import { resolveLanguage } from '@/i18n/languages'

export function useFormatLocale(): string {
  const { i18n } = useTranslation()
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language)
}
