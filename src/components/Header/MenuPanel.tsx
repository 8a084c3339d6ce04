// The open top-right menu: the activity page, the project's website, docs and social channels, and the language
// switcher. Loaded when the menu first opens (src/components/Header/Menu.tsx).
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { LanguageSelect } from '@/components/LanguageSelect'
import { SOCIAL_LINKS, type SocialLink } from '@/config/links'
import { useCloseModals } from '@/state/application/hooks'

import { ExternalLink } from './ExternalLink'
import { DropdownLink, DropdownPanel } from './styles'

const ORDER: readonly SocialLink[] = ['website', 'docs', 'discord', 'twitter', 'facebook', 'telegram']

const LanguageRow = styled.div`
  padding: 8px 10px 4px;
  border-top: 1px solid ${({ theme }) => theme.divider};
  margin-top: 4px;
`

export default function MenuPanel() {
  const { t } = useTranslation()
  const close = useCloseModals()
  return (
    <DropdownPanel $align="right" role="menu">
      <DropdownLink role="menuitem" to="/activity" onClick={close} data-testid="menu-activity">
        {t('activity.title')}
      </DropdownLink>
      {ORDER.map((key) => (
        <ExternalLink key={key} variant="dropdown" role="menuitem" href={SOCIAL_LINKS[key]}>
          {t(`header.links.${key}`)}
        </ExternalLink>
      ))}
      <LanguageRow>
        <LanguageSelect />
      </LanguageRow>
    </DropdownPanel>
  )
}
