// The top-right menu: the project's website, docs and social channels, and the language switcher.
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { LanguageSelect } from '@/components/LanguageSelect'
import { SOCIAL_LINKS, type SocialLink } from '@/config/links'
import { useCloseModals, useModalOpen, useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'

import { ExternalLink } from './ExternalLink'
import { DropdownAnchor, DropdownPanel, NavButton } from './styles'
import { useDismiss } from './useDismiss'

const ORDER: readonly SocialLink[] = ['website', 'docs', 'discord', 'twitter', 'facebook', 'telegram']

const LanguageRow = styled.div`
  padding: 8px 10px 4px;
  border-top: 1px solid ${({ theme }) => theme.divider};
  margin-top: 4px;
`

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
        <DropdownPanel $align="right" role="menu">
          {ORDER.map((key) => (
            <ExternalLink key={key} variant="dropdown" role="menuitem" href={SOCIAL_LINKS[key]}>
              {t(`header.links.${key}`)}
            </ExternalLink>
          ))}
          <LanguageRow>
            <LanguageSelect />
          </LanguageRow>
        </DropdownPanel>
      )}
    </DropdownAnchor>
  )
}
