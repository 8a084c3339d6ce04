// Styles only the swap page uses: the small bordered buttons of its switch row (switch, invert, add token).
import styled from 'styled-components'

import { touchTarget } from '@/theme/media'

export const IconButton = styled.button`
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  padding: 4px 10px;
  font: inherit;
  cursor: pointer;
  ${touchTarget}
  &:hover {
    border-color: ${({ theme }) => theme.primary};
  }
`
