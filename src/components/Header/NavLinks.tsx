// Header navigation: Swap, Pool, the staking menu, Bridge and (where the chain has analytics) Charts.
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import styled from 'styled-components'

import { chainLinks } from '@/config/links'
import { useActiveChainId } from '@/connection/useActiveChainId'

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

const Charts = styled(ExternalLink)`
  @media (max-width: ${({ theme }) => theme.breakpoint.small}) {
    display: none;
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
      <StakingMenu />
      <ExternalLink href={links.bridge}>
        {t('nav.bridge')}
        <span aria-hidden="true"> ↗</span>
      </ExternalLink>
      {links.analytics && (
        <Charts href={links.analytics}>
          {t('nav.charts')}
          <span aria-hidden="true"> ↗</span>
        </Charts>
      )}
    </Nav>
  )
}
