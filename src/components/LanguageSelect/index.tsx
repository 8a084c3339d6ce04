// Language picker for the header's menu: a native select (keyboard, screen readers and phones handle it
// natively, however many languages), each language named in itself; the choice is remembered.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { LANGUAGE_NAMES, resolveLanguage, SUPPORTED_LANGUAGES } from '@/i18n/languages'

const Select = styled.select`
  padding: 6px 8px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  font: inherit;
  cursor: pointer;
  max-width: 100%;
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
