// Vertical layout: a wide page's column (pool, vote, staking), a stack with a gap, the same centred (a dialog's
// waiting, submitted and error views), and a list without bullets.
import styled from 'styled-components'

/** A plain stack (no gap unless given): a name over its details, a dialog's header, body and footer. */
export const Column = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 0 }) => $gap}px;
  min-width: 0;
  min-height: 0;
`

/** A centred stack with room between its lines (12 px unless given). */
export const ColumnCenter = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ $gap = 12 }) => $gap}px;
  text-align: center;
`

/**
 * How wide the page's card may grow on a large screen (app/App.tsx reads `data-page-width`): 'medium' for lists read
 * line by line (pool, proposals, activity), 'wide' for the staking pages, whose figures stand side by side.
 */
export type PageWidth = 'medium' | 'wide'

/** A page wider than a form (pool, proposals, staking): a section, since the app shell already has the one <main>. */
export const Page = styled.section.attrs<{ $width?: PageWidth; 'data-page-width'?: PageWidth }>(
  ({ $width = 'medium' }) => ({ 'data-page-width': $width }),
)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
  margin: 0 auto;
  /* Its card grids (StatGrid) lay out by its width. */
  container-type: inline-size;
`

/** A list without bullets, its items stacked: positions, proposals. */
export const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`
