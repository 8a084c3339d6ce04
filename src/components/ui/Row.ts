// Horizontal layout: a row of items, the same centred or spread to both ends, and a row of equal-width buttons.
import styled from 'styled-components'

export const Row = styled.div<{ $gap?: number }>`
  display: flex;
  align-items: center;
  gap: ${({ $gap = 8 }) => $gap}px;
  min-width: 0;
`

/** The swap's switch row, a pager: centred. */
export const RowCenter = styled(Row)`
  justify-content: center;
`

/** A label and its value, a title and its close button: spread to both ends. */
export const RowBetween = styled(Row)`
  justify-content: space-between;
`

/** A page's title and its actions: spread to both ends, the actions wrapping below the title on a narrow screen. */
export const TitleRow = styled(RowBetween)`
  flex-wrap: wrap;
`

/** A label and its value in small print (price, slippage, minimum received). */
export const DetailRow = styled(RowBetween)`
  font-size: 14px;
`

export const ButtonRow = styled.div<{ $gap?: number }>`
  display: flex;
  gap: ${({ $gap = 8 }) => $gap}px;
  & > * {
    flex: 1 1 0;
  }
`
