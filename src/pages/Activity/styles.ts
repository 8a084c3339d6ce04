// The activity page's own styles.
import styled from 'styled-components'

export const DayTitle = styled.h2`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
`

export const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  font-size: 14px;
`

export const Grow = styled.div`
  flex: 1;
  min-width: 0;
`

/** The net amounts under a transaction's summary: each whole on one line, wrapping between amounts. */
export const Amounts = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: 10px;
  font-size: 12px;
  color: ${({ theme }) => theme.textMuted};
  font-variant-numeric: tabular-nums;
`

/** One amount, never broken; only one wider than the row (a stranger's token in raw units) is cut, not the page. */
export const Amount = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`
