// Shared header styles: navigation links and dropdown panels.
import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'

import { media, MIN_TOUCH_TARGET } from '@/theme/media'

/** Phones and tablets: every header control and menu entry at least a touch target. */
const touchTarget = css`
  ${media.upToMedium} {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.25em;
    min-width: ${MIN_TOUCH_TARGET};
    min-height: ${MIN_TOUCH_TARGET};
  }
`

const navItem = css`
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.textMuted};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  background: none;
  border: none;
  font: inherit;
  cursor: pointer;

  &:hover,
  &[aria-current='page'],
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.text};
  }

  &[aria-current='page'] {
    font-weight: 700;
    background: ${({ theme }) => theme.surfaceSecondary};
  }

  ${media.compactDesktop} {
    padding: 8px;
  }

  ${touchTarget}
`

export const NavLinkItem = styled(Link)`
  ${navItem}
`

export const NavButton = styled.button`
  ${navItem}
`

export const NavExternal = styled.a`
  ${navItem}
`

export const DropdownAnchor = styled.div`
  position: relative;
`

export const DropdownPanel = styled.div<{ $align: 'left' | 'right' }>`
  position: absolute;
  top: calc(100% + 8px);
  /* A left-aligned menu (staking) opens leftwards on a phone: its button sits far right in the bar there. */
  ${({ $align }) =>
    $align === 'left'
      ? css`
          left: 0;
          ${media.upToSmall} {
            left: auto;
            right: 0;
          }
        `
      : 'right: 0;'}
  z-index: 100;
  display: flex;
  flex-direction: column;
  min-width: 180px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`

export const DropdownItem = css`
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.surfaceHover};
  }

  ${touchTarget}
  ${media.upToMedium} {
    justify-content: flex-start;
  }
`

export const DropdownLink = styled(Link)`
  ${DropdownItem}
`

export const DropdownExternal = styled.a`
  ${DropdownItem}
`
