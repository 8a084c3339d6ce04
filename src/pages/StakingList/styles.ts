// Styles of the farms and single-pool lists.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
`

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: 18px;
`

export const RowLink = styled(Link)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(90px, 1fr));
  gap: 8px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.surfaceHover};
  }
`

/** A farm's row: on a desktop its seven figures on one line, the reward split given the room its lines need. */
export const FarmRowLink = styled(RowLink)`
  @media (min-width: calc(${({ theme }) => theme.breakpoint.medium} + 0.02px)) {
    grid-template-columns: 1.2fr 1.2fr 2fr 1fr 1.3fr 1fr 1fr;
  }
`

export const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`

export const CellLabel = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 12px;
`
