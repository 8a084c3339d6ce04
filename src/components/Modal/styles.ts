// Styles of the dialog overlay and card: centred on wide screens, a bottom sheet with a grab handle on phones.
import styled from 'styled-components'

import { media } from '@/theme/media'

/**
 * Opening and closing, the backdrop fades and the card slides; the card itself never fades: text half-way through a
 * fade has a fraction of its contrast (axe found the claim dialog's muted text at 4.2:1 as it opened).
 */
export const Overlay = styled.div<{ $visible: boolean; $fadeMs: number }>`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.modalBackdrop};
    opacity: ${({ $visible }) => ($visible ? 1 : 0)};
    transition: opacity ${({ $fadeMs }) => $fadeMs}ms ease;
  }

  ${media.upToSmall} {
    align-items: flex-end;
    padding: 0;
  }
`

export const Card = styled.div<{ $maxHeight: number; $visible: boolean; $fadeMs: number }>`
  /* Above the backdrop (the overlay's ::before). */
  position: relative;
  transform: ${({ $visible }) => ($visible ? 'none' : 'translateY(16px)')};
  transition: transform ${({ $fadeMs }) => $fadeMs}ms ease;
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
