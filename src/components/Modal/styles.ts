// Styles of the dialog overlay and card: centred on wide screens, a bottom sheet with a grab handle on phones.
import styled from 'styled-components'

import { media } from '@/theme/media'

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

  ${media.upToSmall} {
    align-items: flex-end;
    padding: 0;
  }
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
  overscroll-behavior: contain;

  ${media.upToSmall} {
    max-width: none;
    border-radius: ${({ theme }) => `${theme.radius.modal} ${theme.radius.modal} 0 0`};
    padding-bottom: env(safe-area-inset-bottom);

    /* The grab handle: says the sheet can be dragged down to close. */
    &::before {
      content: '';
      display: block;
      width: 40px;
      height: 4px;
      margin: 8px auto 0;
      border-radius: 2px;
      background: ${({ theme }) => theme.border};
    }
  }
`
