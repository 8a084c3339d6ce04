// Styles only the proposal page uses: its title, the vote cards and bars, the calls.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

import { LinkButton, Title } from '@/components/ui'

export const BackLink = styled(Link)`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
  font-weight: 500;
`

export const ProposalTitle = styled(Title)`
  font-size: 24px;
`

export const SectionTitle = styled.h3`
  margin: 0 0 8px;
  font-size: 18px;
`

export const Cards = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  @media (max-width: ${({ theme }) => theme.breakpoint.small}) {
    grid-template-columns: 1fr;
  }
`

export const CardRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-weight: 600;
`

export const Track = styled.div`
  height: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.surfaceSecondary};
  overflow: hidden;
`

export const Fill = styled.div<{ $percent: number; $tone: 'for' | 'against' }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  background: ${({ $tone, theme }) => ($tone === 'for' ? theme.success : theme.error)};
`

/** Unlock Voting inside the eligibility note: a link within the sentence. */
export const InlineLinkButton = styled(LinkButton)`
  padding: 0;
  margin-left: 4px;
  font-size: inherit;
  text-decoration: underline;
`

export const Calls = styled.ol`
  margin: 0;
  padding-left: 24px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-family: ${({ theme }) => theme.fontFamilyMono};
  font-size: 14px;
  overflow-wrap: anywhere;
`
