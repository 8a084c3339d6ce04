// Styles of the proposal detail page.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
  max-width: 640px;
`

export const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`

export const BackLink = styled(Link)`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
  font-weight: 500;
`

export const Title = styled.h2`
  margin: 0;
  font-size: 24px;
  overflow-wrap: anywhere;
`

export const SectionTitle = styled.h3`
  margin: 0 0 8px;
  font-size: 18px;
`

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
`

export const Cards = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  @media (max-width: ${({ theme }) => theme.breakpoint.small}) {
    grid-template-columns: 1fr;
  }
`

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.surface};
  box-shadow: ${({ theme }) => theme.shadow};
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

export const Buttons = styled.div`
  display: flex;
  gap: 12px;
`

export const Button = styled.button`
  flex: 1;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.accentText};
  padding: 14px 16px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`

export const Note = styled.div`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.surfaceSecondary};
  font-size: 14px;
`

export const LinkButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  margin-left: 4px;
  color: ${({ theme }) => theme.link};
  font: inherit;
  cursor: pointer;
  text-decoration: underline;
`

export const ExternalLink = styled.a`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
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
