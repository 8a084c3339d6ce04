// The network switcher's parts: a compact trigger (logo only on phones) and the menu's options.
import styled from 'styled-components'

import { media } from '@/theme/media'

export const TriggerContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`

/**
 * The chain's name beside its logo; phones and narrower desktops show the logo alone (the button's label still names
 * the network).
 */
export const ChainName = styled.span`
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;

  @media (max-width: ${({ theme }) => theme.breakpoint.small}) {
    display: none;
  }

  ${media.compactDesktop} {
    display: none;
  }
`

export const Option = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  padding: 8px 10px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: none;
  color: ${({ theme }) => theme.text};
  font: inherit;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.surfaceHover};
  }

  &[aria-checked='true'] {
    font-weight: 600;
  }

  &[aria-disabled='true'] {
    cursor: progress;
  }
`

export const OptionState = styled.span`
  margin-left: auto;
  padding-left: 12px;
  color: ${({ theme }) => theme.textMuted};
  font-size: 13px;
`

export const Failure = styled.p`
  max-width: 220px;
  margin: 4px 10px;
  color: ${({ theme }) => theme.error};
  font-size: 13px;
  white-space: normal;
`
