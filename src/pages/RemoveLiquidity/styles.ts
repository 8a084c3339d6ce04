// Styles of the remove-liquidity page and its dialog; the card, rows and buttons are the swap page's.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

export {
  ButtonRow,
  Card,
  Details,
  ErrorText,
  HeaderRow,
  Label,
  MainButton,
  Note,
  Row,
  Title,
  Value,
} from '@/pages/Swap/styles'

export const BackLink = styled(Link)`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
  font-size: 20px;
  line-height: 1;
`

export const TitleGroup = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`

export const Tip = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.primarySoft};
  color: ${({ theme }) => theme.link};
  font-size: 14px;
`

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.large};
`

export const TextButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.link};
  font: inherit;
  font-size: 14px;
  font-weight: 500;
  cursor: pointer;
`

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.link};
  font-size: 14px;
  font-weight: 500;
  text-decoration: none;
`

export const BigPercent = styled.output`
  font-size: 64px;
  font-weight: 500;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`

export const Slider = styled.input`
  width: 100%;
  accent-color: ${({ theme }) => theme.primary};
`

export const QuickButtons = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`

export const QuickButton = styled.button`
  flex: 1 1 0;
  padding: 6px 0;
  border: 1px solid ${({ theme }) => theme.primary};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.primarySoft};
  color: ${({ theme }) => theme.link};
  font: inherit;
  font-size: 14px;
  font-weight: 500;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.surfaceHover};
  }
`

export const Arrow = styled.div`
  text-align: center;
  color: ${({ theme }) => theme.textMuted};
`

export const AmountValue = styled.span`
  font-size: 24px;
  font-weight: 500;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`

export const CurrencyCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 20px;
  font-weight: 500;
`

export const Plus = styled.div`
  text-align: center;
  color: ${({ theme }) => theme.textMuted};
`

export const EndRow = styled.div`
  display: flex;
  justify-content: flex-end;
`
