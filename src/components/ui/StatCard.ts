// A figure on its own card (TVL, APR, your stake) and the grid that lays such cards out.
import styled from 'styled-components'

import { SurfaceCard } from './Card'

export const StatGrid = styled.div<{ $dim?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
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
