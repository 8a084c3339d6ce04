// A figure on its own card (TVL, APR, your stake) and the grid that lays such cards out.
import styled from 'styled-components'

import { SurfaceCard } from './Card'

/**
 * Cards side by side as the room allows, read from the page or side they sit in (a container, see Page): one column
 * on a phone; two from 480 px, an odd last card taking the whole row rather than leaving an empty cell beside it;
 * all in one row from 720 px. A figure gets the width it needs instead of breaking across lines.
 */
export const StatGrid = styled.div<{ $dim?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;

  @container (min-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > :last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }

  @container (min-width: 720px) {
    grid-template-columns: none;
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;

    & > :last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
  opacity: ${({ $dim }) => ($dim ? 0.5 : 1)};
  transition: opacity 0.2s;
`

export const StatCard = styled(SurfaceCard)`
  gap: 6px;
  min-width: 0;
`

export const StatLabel = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
`

export const StatValue = styled.span`
  font-size: 22px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`
