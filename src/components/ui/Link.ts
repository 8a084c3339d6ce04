// Links in the link colour: to another site (opened with rel="noopener noreferrer" by the caller), inside the app,
// and the ← back to the previous screen.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

export const ExternalLink = styled.a`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`

export const InternalLink = styled(Link)`
  color: ${({ theme }) => theme.link};
  font-weight: 500;
`

export const BackLink = styled(Link)`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
  font-size: 20px;
  line-height: 1;
`
