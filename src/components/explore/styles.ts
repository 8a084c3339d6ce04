// Styles of the explorer's tables (pools, tokens): a table that scrolls sideways inside its card where the screen is
// narrower than its columns (the first column, the pool's or token's name, stays in view), figures that never break
// across lines, sortable column headers, and the tabs between the tables.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

export const TableScroller = styled.div`
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
  }
`

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: 12px 14px;
    text-align: end;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    text-align: start;
    background: ${({ theme }) => theme.surface};
  }
  thead th {
    color: ${({ theme }) => theme.textMuted};
    font-weight: 500;
    font-size: 12px;
  }
  tbody tr {
    border-top: 1px solid ${({ theme }) => theme.border};
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.surfaceHover};
  }
`

export const SortButton = styled.button`
  padding: 8px 4px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.text};
    font-weight: 600;
  }
`

export const NameLink = styled(Link)`
  color: ${({ theme }) => theme.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px;

  & > input {
    flex: 1 1 220px;
    max-width: 360px;
  }
`

/** Beside a pool or token with a token on none of the user's lists. */
export const Unlisted = styled.span`
  margin-inline-start: 8px;
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.warningSoft};
  color: ${({ theme }) => theme.warning};
  font-size: 12px;
`

/** The links between the explorer's tables: the current one marked by its aria-current. */
export const TabLinks = styled.nav`
  display: flex;
  gap: 4px;

  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radius.large};
    color: ${({ theme }) => theme.textMuted};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.surface};
    color: ${({ theme }) => theme.text};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
  }
`
