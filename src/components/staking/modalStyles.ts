// The staking dialogs' layout pieces, reusing the page's buttons and inputs.
import styled from 'styled-components'

export { Button, Choice, ErrorText, InputRow, MaxButton, Row, Small } from './styles'

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 20px;
`
