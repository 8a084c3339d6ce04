// Styles of the currency input panel.
import styled from 'styled-components'

import { touchTarget } from '@/theme/media'

export const Container = styled.div`
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.surfaceSecondary};
  padding: 12px 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
`

/**
 * The amount's USD line, its height kept from the moment there is an amount: the figure comes a moment later (its code
 * and the pools' prices load after the amount), and a line that appeared then pushed the button below it down under a
 * finger (or a test's click) already on its way. The font size is the line's own (13 px): with the panel's larger
 * one, the line box grows a pixel around the smaller text and the panels no longer stand as tall (usdValues.test.ts).
 */
export const UsdSlot = styled.div`
  font-size: 13px;
  line-height: 18px;
  min-height: 18px;
`

export const LabelRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
`

export const BalanceButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  color: inherit;
  font: inherit;
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  ${touchTarget}
  &:disabled {
    cursor: default;
  }
`

export const CurrencyButton = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  flex: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $selected }) => ($selected ? theme.surface : theme.primary)};
  color: ${({ theme, $selected }) => ($selected ? theme.text : theme.accentText)};
  padding: 6px 10px;
  font: inherit;
  font-size: 17px;
  font-weight: 600;
  cursor: pointer;
  max-width: 60%;
  ${touchTarget}
  &:disabled {
    cursor: default;
  }
`

export const Symbol = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`
