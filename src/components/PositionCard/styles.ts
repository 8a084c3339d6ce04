// Styles of the position cards (pool page and pair finder).
import styled from 'styled-components'

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.surface};
`

export const CardTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 4px;
  font-size: 16px;
  font-weight: 600;
  overflow-wrap: anywhere;
`

export const Logos = styled.span`
  display: inline-flex;
  & > *:last-child {
    margin-left: -6px;
  }
`

/** One column in a form's width; side by side where the card is wide (the pool page), so a label stays near its value. */
export const Rows = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  column-gap: 48px;
  row-gap: 6px;
  margin: 0;
  font-size: 14px;
`

export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  min-width: 0;
`

export const Term = styled.dt`
  color: ${({ theme }) => theme.textMuted};
`

export const Value = styled.dd`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-weight: 500;
  text-align: right;
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 4px;
  & > * {
    flex: 1 1 0;
  }
`
