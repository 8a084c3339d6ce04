// Styles only the vote and delegate dialogs' views use: the error title.
import styled from 'styled-components'

export const ErrorTitle = styled.div`
  color: ${({ theme }) => theme.error};
  font-weight: 600;
  font-size: 20px;
`
