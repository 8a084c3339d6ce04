// The open top-right menu: the account's pages (activity, portfolio), the bridge and charts (below a wide screen, where
// the header bar leaves them out), the project's website, docs and social channels, and the language switcher. Loaded
// when the menu first opens (src/components/Header/Menu.tsx).
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { LanguageSelect } from '@/components/LanguageSelect'
import { chainLinks, SOCIAL_LINKS, type SocialLink } from '@/config/links'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useCloseModals } from '@/state/application/hooks'
import { media } from '@/theme/media'

import { ExternalLink } from './ExternalLink'
import { DropdownLink, DropdownPanel } from './styles'

const ORDER: readonly SocialLink[] = ['website', 'docs', 'discord', 'twitter', 'facebook', 'telegram']

/** Shown only where the header bar leaves it out (NavLinks). */
const NarrowScreenLink = styled(ExternalLink)`
  /* Doubled: the link's own touch-size rule (display: flex on phones and tablets) must not win by coming later. */
  ${media.fromWide} {
    && {
      display: none;
    }
  }
`

const LanguageRow = styled.div`
  padding: 8px 10px 4px;
  border-top: 1px solid ${({ theme }) => theme.divider};
  margin-top: 4px;
`

export default function MenuPanel() {
  const { t } = useTranslation()
  const close = useCloseModals()
  const links = chainLinks(useActiveChainId())
  return (
    <DropdownPanel $align="right" role="menu">
      <DropdownLink role="menuitem" to="/activity" onClick={close} data-testid="menu-activity">
        {t('activity.title')}
      </DropdownLink>
      <DropdownLink role="menuitem" to="/portfolio" onClick={close} data-testid="menu-portfolio">
        {t('nav.portfolio')}
      </DropdownLink>
      <NarrowScreenLink variant="dropdown" role="menuitem" href={links.bridge} data-testid="menu-bridge">
        {t('nav.bridge')}
      </NarrowScreenLink>
      {links.analytics && (
        <NarrowScreenLink variant="dropdown" role="menuitem" href={links.analytics} data-testid="menu-charts">
          {t('nav.charts')}
        </NarrowScreenLink>
      )}
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
