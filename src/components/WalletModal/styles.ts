// Styles only the wallet modal's views use: the header's padding, the body, the wallet options and small actions.
import styled from 'styled-components'

import { ChipButton, ModalBody, RowBetween } from '@/components/ui'

/** The header sits above each view's body, which brings its own padding. */
export const HeaderBar = styled.div`
  padding: 20px 20px 12px;
`

export const Body = styled(ModalBody)`
  gap: 12px;
  padding-top: 8px;
`

export const OptionCard = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.surfaceSecondary};
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-weight: 500;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.primary};
  }
`

/** Disconnect and Change beside the wallet's name. */
export const ActionButton = styled(ChipButton)`
  padding: 6px 10px;
  color: ${({ theme }) => theme.text};
  font-size: 14px;
  font-weight: 400;
`

export const WrapRow = styled(RowBetween)`
  flex-wrap: wrap;
`
