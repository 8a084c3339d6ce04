// The top-right menu button; its contents (links and the language switcher, ./MenuPanel) load when first opened.
import { lazy, Suspense, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { useCloseModals, useModalOpen, useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'

import { DropdownAnchor, NavButton } from './styles'
import { useDismiss } from './useDismiss'

const MenuPanel = lazy(() => import('./MenuPanel'))

export function Menu() {
  const { t } = useTranslation()
  const isOpen = useModalOpen(ApplicationModal.MENU)
  const toggle = useToggleModal(ApplicationModal.MENU)
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
        aria-label={t('header.menu')}
      >
        •••
      </NavButton>
      {isOpen && (
        <Suspense fallback={null}>
          <MenuPanel />
        </Suspense>
      )}
    </DropdownAnchor>
  )
}
