// The header's staking dropdown: the chain's staking entries (farms, single staking) under /staking.
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'

import { stakingMenu, stakingPath } from '@/config/staking'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { ApplicationModal } from '@/state/application/slice'

import { HeaderDropdown } from './HeaderDropdown'
import { isNavActive } from './navActive'
import { DropdownLink, DropdownPanel } from './styles'

export function StakingMenu() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const entries = stakingMenu(useActiveChainId())

  return (
    <HeaderDropdown
      modal={ApplicationModal.STAKING_MENU}
      trigger={
        <>
          {t('nav.staking')}
          <span aria-hidden="true"> ▾</span>
        </>
      }
      isCurrent={isNavActive('staking', pathname)}
    >
      {(close) => (
        <DropdownPanel $align="left" role="menu">
          {entries.map((entry) => (
            <DropdownLink key={entry.suffix} role="menuitem" to={stakingPath(entry.suffix)} onClick={close}>
              {t(entry.nameKey)}
            </DropdownLink>
          ))}
        </DropdownPanel>
      )}
    </HeaderDropdown>
  )
}
