// Header navigation: Swap, Pool, Explore (the pools and tokens explorer), Portfolio, the staking menu, Bridge and
// (where the chain has analytics) Charts; the last two on a wide screen only (in the menu otherwise).
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import styled from 'styled-components'

import { chainLinks } from '@/config/links'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { media } from '@/theme/media'

import { ExternalLink } from './ExternalLink'
import { isNavActive } from './navActive'
import { StakingMenu } from './StakingMenu'
import { NavLinkItem } from './styles'

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  flex-wrap: wrap;
`

/** Links that leave the app stand in the bar on a wide screen; narrower, the bar keeps the app's own pages on one row
 * and these move into the top-right menu (MenuPanel). */
const WideScreenLink = styled(ExternalLink)`
  /* Doubled: the link's own touch-size rule (display: flex on phones and tablets) must not win by coming later. */
  ${media.upToWide} {
    && {
      display: none;
    }
  }
`

export function NavLinks() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const links = chainLinks(useActiveChainId())
  const current = (active: boolean) => (active ? ('page' as const) : undefined)

  return (
    <Nav aria-label={t('nav.label')}>
      <NavLinkItem to="/swap" aria-current={current(isNavActive('swap', pathname))}>
        {t('nav.swap')}
      </NavLinkItem>
      <NavLinkItem to="/pool" aria-current={current(isNavActive('pool', pathname))}>
        {t('nav.pool')}
      </NavLinkItem>
      <NavLinkItem to="/pools" aria-current={current(isNavActive('explore', pathname))}>
        {t('nav.explore')}
      </NavLinkItem>
      <NavLinkItem to="/portfolio" aria-current={current(isNavActive('portfolio', pathname))}>
        {t('nav.portfolio')}
      </NavLinkItem>
      <StakingMenu />
      <WideScreenLink href={links.bridge}>
        {t('nav.bridge')}
        <span aria-hidden="true"> ↗</span>
      </WideScreenLink>
      {links.analytics && (
        <WideScreenLink href={links.analytics}>
          {t('nav.charts')}
          <span aria-hidden="true"> ↗</span>
        </WideScreenLink>
      )}
    </Nav>
  )
}
