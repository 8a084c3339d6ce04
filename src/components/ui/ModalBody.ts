// The padded stack inside a dialog, under or around its ModalHeader.
import styled from 'styled-components'

export const ModalBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
`
