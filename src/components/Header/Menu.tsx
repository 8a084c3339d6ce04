// The top-right menu button; its contents (links and the language switcher, ./MenuPanel) load when first opened.
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

import { ApplicationModal } from '@/state/application/slice'

import { HeaderDropdown } from './HeaderDropdown'

const MenuPanel = lazy(() => import('./MenuPanel'))

export function Menu() {
  const { t } = useTranslation()
  return (
    <HeaderDropdown modal={ApplicationModal.MENU} trigger="•••" label={t('header.menu')} testId="header-menu">
      {() => (
        <Suspense fallback={null}>
          <MenuPanel />
        </Suspense>
      )}
    </HeaderDropdown>
  )
}
