// Header navigation: Swap, Pool, Explore (the pools and tokens explorer), the staking menu, then Portfolio, Bridge and
// (where the chain has analytics) Charts on a wide screen only (in the menu otherwise: narrower, the bar has no room).
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import styled, { css } from 'styled-components'

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

/* Doubled: a link's own touch-size rule (display: flex on phones and tablets) must not win by coming later. */
const wideScreenOnly = css`
  ${media.upToWide} {
    && {
      display: none;
    }
  }
`

/** Links that stand in the bar on a wide screen only; narrower, the bar keeps the trading pages on one row and these
 * move into the top-right menu (MenuPanel). */
const WideScreenLink = styled(ExternalLink)`
  ${wideScreenOnly}
`

const WideScreenNavLink = styled(NavLinkItem)`
  ${wideScreenOnly}
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
      <StakingMenu />
      <WideScreenNavLink to="/portfolio" aria-current={current(isNavActive('portfolio', pathname))}>
        {t('nav.portfolio')}
      </WideScreenNavLink>
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
