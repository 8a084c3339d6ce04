// Styles only the currency dialog's views use: the footer under the list and the one-line, cut-off name.
import styled from 'styled-components'

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: 14px 20px;
  border-top: 1px solid ${({ theme }) => theme.divider};
`

export const Ellipsis = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`
