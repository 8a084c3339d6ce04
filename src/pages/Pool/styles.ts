// Styles only the pool page uses: the title's buttons, the rewards banner, the empty message and the footer.
import styled from 'styled-components'

import { Row } from '@/components/ui'

/** The title's buttons: on a phone, in a language with long labels (Russian), they go onto two lines. */
export const TitleActions = styled(Row)`
  flex-wrap: wrap;
`

export const Banner = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.primarySoft};
  font-size: 14px;
`

export const BannerTitle = styled.h3`
  margin: 0;
  font-size: 16px;
`

export const Message = styled.p`
  margin: 0;
  padding: 32px 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px dashed ${({ theme }) => theme.border};
  color: ${({ theme }) => theme.textMuted};
  text-align: center;
`

export const Footer = styled.p`
  margin: 0;
  font-size: 14px;
  text-align: center;
  color: ${({ theme }) => theme.textMuted};
`
