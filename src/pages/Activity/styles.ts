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
