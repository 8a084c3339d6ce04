// Styles of the V1 pages (list, migrate, remove): the swap page's card and rows, plus links, search and cards.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

export {
  ButtonRow,
  Card,
  Details,
  ErrorText,
  GreyCard,
  HeaderRow,
  Label,
  MainButton,
  Note,
  Row,
  Title,
  Value,
} from '../Swap/styles'

export const BackLink = styled(Link)`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
  font-size: 20px;
  line-height: 1;
`

export const SearchInput = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.inputBackground};
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-size: 16px;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.primary};
  }
`

export const ToneCard = styled.section<{ $tone: 'warning' | 'error' }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.warningSoft : theme.errorSoft)};
  font-size: 14px;
`

export const Text = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 1.5;
`

export const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 18px;
  font-weight: 600;
  overflow-wrap: anywhere;
`

export const Badge = styled.span`
  padding: 2px 10px;
  border-radius: 12px;
  background: ${({ theme }) => theme.warningSoft};
  color: ${({ theme }) => theme.warning};
  font-size: 12px;
  font-weight: 600;
`

export const ActionLink = styled(Link)<{ $secondary?: boolean }>`
  flex: 1 1 0;
  padding: 10px;
  border: 1px solid ${({ theme }) => theme.primary};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $secondary }) => ($secondary ? 'transparent' : theme.primarySoft)};
  color: ${({ theme }) => theme.link};
  text-align: center;
  text-decoration: none;
  font-weight: 500;
`
