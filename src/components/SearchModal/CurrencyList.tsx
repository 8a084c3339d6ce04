// The search results: a virtualized list of 56 px rows (react-window), the native coin first when it matches.
import { type CSSProperties, useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { List, type RowComponentProps } from 'react-window'
import styled from 'styled-components'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { type Currency, type CurrencyAmount, currencyEquals, ETHER, Token } from '@/sdk'
import { shortenSymbol } from '@/utils/tokens/tokenSearch'

import { Ellipsis } from './styles'

export const ROW_HEIGHT = 56
/** Rows shown before scrolling (7 × 56 px); only these and a few overscan rows are in the DOM. */
const VISIBLE_ROWS = 7

const RowButton = styled.button<{ $dim: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 12px;
  box-sizing: border-box;
  width: 100%;
  height: ${ROW_HEIGHT}px;
  padding: 4px 20px;
  border: none;
  background: none;
  color: ${({ theme }) => theme.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  opacity: ${({ $dim }) => ($dim ? 0.5 : 1)};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.surfaceHover};
  }
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
`

const Names = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`

const Symbol = styled(Ellipsis)`
  font-weight: 600;
`

const Name = styled(Ellipsis)`
  color: ${({ theme }) => theme.textMuted};
  font-size: 12px;
`

const Balance = styled.span`
  font-variant-numeric: tabular-nums;
`

export function formatBalance(amount: CurrencyAmount | undefined): string {
  if (!amount) return ''
  if (amount.equalTo('0')) return '0'
  // The spec: 6 significant digits, and amounts below 0.000001 as '<0.000001'.
  if (Number(amount.toExact()) < 0.000001) return '<0.000001'
  return amount.toSignificant(6)
}

export interface RowData {
  currencies: readonly Currency[]
  /** By `currencyKey`. */
  balances: ReadonlyMap<string, CurrencyAmount | undefined>
  nativeSymbol: string
  nativeName: string
  selected: Currency | null | undefined
  other: Currency | null | undefined
  userAdded: ReadonlySet<string>
  addedByUserLabel: string
  onSelect: (currency: Currency) => void
}

/** The token's checksummed address, or NATIVE for the chain's coin. */
export function currencyKey(currency: Currency): string {
  return currency instanceof Token ? currency.address : 'NATIVE'
}

export function rowTestId(currency: Currency): string {
  return `token-row-${currencyKey(currency)}`
}

function Row({ index, style, ariaAttributes, ...data }: RowComponentProps<RowData>) {
  const currency = data.currencies[index]
  const isNative = currency === ETHER
  const symbol = isNative ? data.nativeSymbol : shortenSymbol(currency.symbol)
  const name = isNative ? data.nativeName : currency.name
  const isSelected = Boolean(data.selected && currencyEquals(data.selected, currency))
  const isOther = Boolean(data.other && currencyEquals(data.other, currency))
  const isUserAdded = currency instanceof Token && data.userAdded.has(currency.address)
  return (
    <div style={style as CSSProperties} {...ariaAttributes}>
      <RowButton
        type="button"
        data-testid={rowTestId(currency)}
        disabled={isSelected}
        $dim={isOther}
        title={currency instanceof Token ? currency.address : undefined}
        onClick={() => data.onSelect(currency)}
      >
        <CurrencyLogo currency={currency} size={24} />
        <Names>
          <Symbol>{symbol}</Symbol>
          <Name>
            {name}
            {isUserAdded ? ` · ${data.addedByUserLabel}` : ''}
          </Name>
        </Names>
        <Balance>{formatBalance(data.balances.get(currencyKey(currency)))}</Balance>
      </RowButton>
    </div>
  )
}

interface Props extends Omit<RowData, 'addedByUserLabel'> {
  height?: number
}

export function CurrencyList({ height = ROW_HEIGHT * VISIBLE_ROWS, ...data }: Props) {
  const { t } = useTranslation()
  const rowKey = useCallback((index: number, rowData: RowData) => currencyKey(rowData.currencies[index]), [])
  return (
    <List
      rowComponent={Row}
      rowCount={data.currencies.length}
      rowHeight={ROW_HEIGHT}
      rowProps={{ ...data, addedByUserLabel: t('search.addedByUser') }}
      rowKey={rowKey}
      defaultHeight={height}
      overscanCount={4}
      style={{ height, maxHeight: height }}
    />
  )
}
