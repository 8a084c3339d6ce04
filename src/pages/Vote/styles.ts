// Styles of the proposal list.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
  max-width: 640px;
`

export const Title = styled.h2`
  margin: 0;
  font-size: 20px;
`

export const Card = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
`

export const Button = styled.button`
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.accentText};
  padding: 10px 14px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
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
