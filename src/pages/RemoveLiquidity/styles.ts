// Styles only the remove-liquidity page and its dialog use: the percent picker, the amounts to receive, the
// receive-native switch.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

import { ChipButton, OutlineCard } from '@/components/ui'

/** The percent picker and the amounts to receive: a roomier outlined card. */
export const Panel = styled(OutlineCard)`
  gap: 12px;
  padding: 16px;
  font-size: inherit;
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

export const QuickButton = styled(ChipButton)`
  flex: 1 1 0;
  padding: 6px 0;
  font-size: 14px;
  font-weight: 500;
  color: ${({ theme }) => theme.link};
`

export const AmountValue = styled.span`
  font-size: 24px;
  font-weight: 500;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`

export const AmountCell = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`

export const CurrencyCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 20px;
  font-weight: 500;
`

export const EndRow = styled.div`
  display: flex;
  justify-content: flex-end;
`
