// Styles only the proposal list uses: the votes card and the proposal rows.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

import { SurfaceCard } from '@/components/ui'

/** The user's votes and Unlock Voting, side by side. */
export const VotesCard = styled(SurfaceCard)`
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
`

export const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  color: ${({ theme }) => theme.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.primary};
  }
`

export const ProposalNumber = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-weight: 600;
  min-width: 2ch;
`

export const RowTitle = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: 500;
`
