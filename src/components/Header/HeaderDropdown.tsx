// A header dropdown (the staking menu, the top-right menu): a nav button that opens its panel as one of the app's
// modals, so opening another closes it, and that closes on a click outside or Escape.
import { type ReactNode, useRef } from 'react'

import { useCloseModals, useModalOpen, useToggleModal } from '@/state/application/hooks'
import { type ApplicationModal } from '@/state/application/slice'

import { DropdownAnchor, NavButton } from './styles'
import { useDismiss } from './useDismiss'

interface Props {
  modal: ApplicationModal
  /** The button's text; an icon-only button also needs `label`. */
  trigger: ReactNode
  label?: string
  isCurrent?: boolean
  testId?: string
  /** The open panel; `close` is for its links. */
  children: (close: () => void) => ReactNode
}

export function HeaderDropdown({ modal, trigger, label, isCurrent = false, testId, children }: Props) {
  const isOpen = useModalOpen(modal)
  const toggle = useToggleModal(modal)
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
        aria-label={label}
        aria-current={isCurrent ? 'page' : undefined}
        data-testid={testId}
      >
        {trigger}
      </NavButton>
      {isOpen && children(close)}
    </DropdownAnchor>
  )
}
