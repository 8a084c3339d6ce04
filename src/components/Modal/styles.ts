// Styles of the dialog overlay and card.
import styled from 'styled-components'

export const Overlay = styled.div<{ $visible: boolean; $fadeMs: number }>`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${({ theme }) => theme.modalBackdrop};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ $fadeMs }) => $fadeMs}ms ease;
`

export const Card = styled.div<{ $maxHeight: number }>`
  width: 100%;
  max-width: 420px;
  max-height: ${({ $maxHeight }) => $maxHeight}vh;
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius.modal};
  background: ${({ theme }) => theme.modalBackground};
  color: ${({ theme }) => theme.text};
  box-shadow: ${({ theme }) => theme.shadow};
  outline: none;
  touch-action: pan-y;
`
