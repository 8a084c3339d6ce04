// The header's staking dropdown: the chain's staking entries (farms, single staking) under /staking.
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'

import { stakingMenu, stakingPath } from '@/config/staking'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useCloseModals, useModalOpen, useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'

import { isNavActive } from './navActive'
import { DropdownAnchor, DropdownLink, DropdownPanel, NavButton } from './styles'
import { useDismiss } from './useDismiss'

export function StakingMenu() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const entries = stakingMenu(useActiveChainId())
  const isOpen = useModalOpen(ApplicationModal.STAKING_MENU)
  const toggle = useToggleModal(ApplicationModal.STAKING_MENU)
  const close = useCloseModals()
  const ref = useRef<HTMLDivElement>(null)
  useDismiss(ref, isOpen ? close : undefined)

  return (
    <DropdownAnchor ref={ref}>
      <NavButton
        type="button"
        onClick={toggle}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-current={isNavActive('staking', pathname) ? 'page' : undefined}
      >
        {t('nav.staking')}
        <span aria-hidden="true"> ▾</span>
      </NavButton>
      {isOpen && (
        <DropdownPanel $align="left" role="menu">
          {entries.map((entry) => (
            <DropdownLink key={entry.suffix} role="menuitem" to={stakingPath(entry.suffix)} onClick={close}>
              {t(entry.nameKey)}
            </DropdownLink>
          ))}
        </DropdownPanel>
      )}
    </DropdownAnchor>
  )
}
