// The settings gear: opens the settings popover under it; the popover's code loads on the first opening.
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { useModalOpen, useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'
import { touchTarget } from '@/theme/media'

const SettingsPanel = lazy(() => import('./SettingsPanel'))

const Anchor = styled.div`
  position: relative;
  display: inline-flex;
`

const Gear = styled.button`
  border: none;
  background: none;
  padding: 6px;
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.text};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  ${touchTarget}
  &:hover {
    background: ${({ theme }) => theme.surfaceHover};
  }
`

/** Memoised: it has no props, and the page around it renders on every key of an amount. */
export const SettingsButton = memo(function SettingsButton() {
  const { t } = useTranslation()
  const isOpen = useModalOpen(ApplicationModal.SETTINGS)
  const toggle = useToggleModal(ApplicationModal.SETTINGS)
  const [wasOpened, setWasOpened] = useState(false)
  const anchorRef = useRef<HTMLDivElement>(null)
  if (isOpen && !wasOpened) setWasOpened(true)

  // A click outside or Escape closes the popover (the expert-mode dialog is a portal: it closes itself).
  useEffect(() => {
    if (!isOpen) return
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target as Node
      if (anchorRef.current?.contains(target)) return
      if (target instanceof Element && target.closest('[role="dialog"]')) return
      toggle()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[role="dialog"]')) toggle()
    }
    document.addEventListener('mousedown', onMouseDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('mousedown', onMouseDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [isOpen, toggle])

  return (
    <Anchor ref={anchorRef}>
      <Gear
        type="button"
        data-testid="settings-button"
        aria-label={t('settings.open')}
        aria-expanded={isOpen}
        onClick={toggle}
      >
        <span aria-hidden="true">⚙</span>
      </Gear>
      {wasOpened && isOpen ? (
        <Suspense fallback={null}>
          <SettingsPanel />
        </Suspense>
      ) : null}
    </Anchor>
  )
})
