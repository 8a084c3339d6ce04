// The search results: a virtualized list of 56 px rows (react-window), the native coin first when it matches.
import { type CSSProperties, type Ref, useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { List, type RowComponentProps } from 'react-window'
import styled from 'styled-components'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { type Currency, type CurrencyAmount, currencyEquals, ETHER, Token } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { formatUsd } from '@/utils/pricing/formatUsd'
import type { Rational } from '@/utils/pricing/rational'
import { shortenSymbol } from '@/utils/tokens/tokenSearch'

import { Ellipsis } from './styles'
import { type CurrencyListHandle, useListKeyboard } from './useListKeyboard'

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
  /* Dimmed by colour, not opacity: the text keeps AA contrast (the other side's currency, the one chosen). */
  & > :first-child {
    opacity: ${({ $dim }) => ($dim ? 0.5 : 1)};
  }
  ${({ $dim, theme }) => ($dim ? `&, & * { color: ${theme.textMuted}; }` : '')}
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.surfaceHover};
  }
  /* Inside the ring: the list's scroll box would clip one drawn outside. */
  &:focus-visible {
    outline-offset: -2px;
  }
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.textMuted};
  }
  &:disabled > :first-child {
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
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  font-variant-numeric: tabular-nums;
`

const BalanceUsd = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 12px;
`

export function formatBalance(amount: CurrencyAmount | undefined): string {
  if (!amount) return ''
  if (amount.equalTo('0')) return '0'
  // The spec: 6 significant digits, and amounts below 0.000001 as '<0.000001'.
  if (Number(amount.toExact()) < 0.000001) return localizeDecimal('<0.000001')
  return localizeDecimal(amount.toSignificant(6))
}

export interface RowData {
  currencies: readonly Currency[]
  /** By `currencyKey`. */
  balances: ReadonlyMap<string, CurrencyAmount | undefined>
  /** The balances' USD values, by `currencyKey`; none for an unpriced one. */
  balancesUsd?: ReadonlyMap<string, Rational>
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

/** The row of the currency already chosen on this side: shown, but not pickable. */
function isSelectedRow(selected: Currency | null | undefined, currency: Currency): boolean {
  return Boolean(selected && currencyEquals(selected, currency))
}

export function rowTestId(currency: Currency): string {
  return `token-row-${currencyKey(currency)}`
}

function Row({ index, style, ariaAttributes, ...data }: RowComponentProps<RowData>) {
  const currency = data.currencies[index]
  const isNative = currency === ETHER
  const symbol = isNative ? data.nativeSymbol : shortenSymbol(currency.symbol)
  const name = isNative ? data.nativeName : currency.name
  const isSelected = isSelectedRow(data.selected, currency)
  const isOther = Boolean(data.other && currencyEquals(data.other, currency))
  const isUserAdded = currency instanceof Token && data.userAdded.has(currency.address)
  const usd = data.balancesUsd?.get(currencyKey(currency))
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
        <Balance>
          {formatBalance(data.balances.get(currencyKey(currency)))}
          {usd ? <BalanceUsd data-testid="balance-usd">{formatUsd(usd)}</BalanceUsd> : null}
        </Balance>
      </RowButton>
    </div>
  )
}

interface Props extends Omit<RowData, 'addedByUserLabel'> {
  height?: number
  /** Arrow keys: Down from the search field focuses the first row (see useListKeyboard). */
  ref?: Ref<CurrencyListHandle>
  /** Up from the first row: back to the search field. */
  onExitTop?: () => void
}

export function CurrencyList({ height = ROW_HEIGHT * VISIBLE_ROWS, ref, onExitTop, ...data }: Props) {
  const { t } = useTranslation()
  const { currencies, selected } = data
  const isDisabled = useCallback((index: number) => isSelectedRow(selected, currencies[index]), [selected, currencies])
  const keyboard = useListKeyboard(currencies.length, isDisabled, onExitTop, ref)
  return (
    // Rows keyed by position (react-window's default): each keystroke refills the same few rows in place instead of
    // replacing them (half the time per keystroke in the 10,000-token benchmark, `npm run bench`).
    <List
      listRef={keyboard.listRef}
      onKeyDown={keyboard.onKeyDown}
      onRowsRendered={keyboard.onRowsRendered}
      rowComponent={Row}
      rowCount={data.currencies.length}
      rowHeight={ROW_HEIGHT}
      rowProps={{ ...data, addedByUserLabel: t('search.addedByUser') }}
      defaultHeight={height}
      overscanCount={4}
      style={{ height, maxHeight: height }}
    />
  )
}
