// Language picker (English / Español / Deutsch) for the header's menu; the choice is remembered.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { resolveLanguage, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@/i18n/languages'

// Each language is named in itself, so a reader who cannot read the current language finds theirs.
const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
}

const Select = styled.select`
  padding: 6px 8px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  font: inherit;
  cursor: pointer;
`

export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const current = resolveLanguage(i18n.resolvedLanguage ?? i18n.language)

  return (
    <Select
      className={className}
      data-testid="language-select"
      aria-label={t('language.label')}
      value={current}
      onChange={(event) => {
        void i18n.changeLanguage(resolveLanguage(event.target.value))
      }}
    >
      {SUPPORTED_LANGUAGES.map((lng) => (
        <option key={lng} value={lng} lang={lng}>
          {LANGUAGE_NAMES[lng]}
        </option>
      ))}
    </Select>
  )
}
