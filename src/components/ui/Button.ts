// Buttons: one styled button with variants and sizes (and a router link that looks like it), the text-like
// link button, the bare icon button (close, back) and the small outlined chip (MAX, 25 %).
import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'

import { touchTarget } from '@/theme/media'

export type ButtonVariant = 'primary' | 'secondary' | 'outline'
export type ButtonSize = 'small' | 'medium' | 'large'

export interface ButtonProps {
  /** primary: filled with the accent (default); secondary: the soft accent; outline: an accent border. */
  $variant?: ButtonVariant
  /** small: inline (import, list rows); medium: dialogs (default); large: a page's main action, full width. */
  $size?: ButtonSize
  /** A filled button that warns (swap anyway) or confirms (approved). */
  $tone?: 'error' | 'success'
}

const sizes = {
  small: css`
    padding: 6px 12px;
    font-size: 14px;
    border-radius: ${({ theme }) => theme.radius.medium};
  `,
  medium: css`
    padding: 12px 16px;
    border-radius: ${({ theme }) => theme.radius.medium};
  `,
  large: css`
    width: 100%;
    padding: 16px;
    font-size: 18px;
    border-radius: ${({ theme }) => theme.radius.large};
  `,
}

const variants = {
  primary: css<ButtonProps>`
    background: ${({ theme, $tone }) => ($tone ? theme[$tone] : theme.primary)};
    color: ${({ theme, $tone }) => ($tone ? theme.toneText : theme.accentText)};
  `,
  secondary: css`
    border-color: ${({ theme }) => theme.primary};
    background: ${({ theme }) => theme.primarySoft};
    color: ${({ theme }) => theme.link};
  `,
  outline: css`
    border-color: ${({ theme }) => theme.primary};
    background: transparent;
    color: ${({ theme }) => theme.link};
  `,
}

const buttonStyle = css<ButtonProps>`
  box-sizing: border-box;
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  ${({ $size = 'medium' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    border-color: transparent;
    background: ${({ theme }) => theme.surfaceSecondary};
    color: ${({ theme }) => theme.textDisabled};
    cursor: default;
  }
`

export const Button = styled.button<ButtonProps>`
  ${buttonStyle}
`

/** A navigation that looks like a button (Add Liquidity, Migrate, Manage). */
export const ButtonLink = styled(Link)<ButtonProps>`
  ${buttonStyle}
  white-space: nowrap;
`

/** A button that reads as a link: Change, Max, + Add a send, Back. */
export const LinkButton = styled.button`
  border: none;
  background: none;
  padding: 4px;
  color: ${({ theme }) => theme.link};
  font: inherit;
  font-size: 14px;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.textDisabled};
    cursor: default;
  }
  ${touchTarget}
`

/** A bare glyph button (✕, ←); give it an aria-label. */
export const IconButton = styled.button`
  border: none;
  background: none;
  padding: 4px;
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
  ${touchTarget}
`

/** A small outlined accent button: MAX, the quick percentages. */
export const ChipButton = styled.button`
  border: 1px solid ${({ theme }) => theme.primary};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.primarySoft};
  color: ${({ theme }) => theme.link};
  padding: 2px 8px;
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.surfaceHover};
  }
  ${touchTarget}
`
