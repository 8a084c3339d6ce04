// Styles of the farms and single-pool lists. A row lays out by the list's width (a container), not the screen's: a
// card of label/value pairs while the list is narrower than a table's row needs (phones, tablets, a small laptop),
// one line of columns from TABLE_FROM. A figure with its sign or unit never breaks across lines.
import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'

/** The list width from which a row's figures sit in one line of columns (a farm's seven need it at 14 px). */
const TABLE_FROM = '1100px'

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  container-type: inline-size;
`

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: 18px;
`

/** A row; `$columns` is its table form's grid template (one column per cell). */
export const RowLink = styled(Link)<{ $columns: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  column-gap: 32px;
  row-gap: 8px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.surfaceHover};
  }

  @container (min-width: ${TABLE_FROM}) {
    grid-template-columns: ${({ $columns }) => $columns};
    column-gap: 8px;
  }
`

/** A farm's columns: pair, APR, reward split (the room its lines need), deposits, emission, stake, unclaimed. */
export const FARM_COLUMNS = '1.1fr 1.2fr 2fr 1fr 1.5fr 1fr 1fr'
/** A single pool's columns: pool, APR, deposits, stake, unclaimed. */
export const SINGLE_POOL_COLUMNS = '2fr repeat(4, 1fr)'

/**
 * A label and its value: side by side in a card (the value on a line of its own, at the end, when both do not fit),
 * the label above the value in a table. `$lines`: a value of several lines (the reward split) takes the card's width.
 */
export const Cell = styled.div<{ $lines?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  column-gap: 12px;
  row-gap: 2px;
  min-width: 0;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  ${({ $lines }) =>
    $lines &&
    css`
      flex-direction: column;
      align-items: stretch;
      grid-column: 1 / -1;
    `}

  @container (min-width: ${TABLE_FROM}) {
    flex-direction: column;
    flex-wrap: nowrap;
    justify-content: flex-start;
    align-items: flex-start;
    grid-column: auto;
  }
`

export const CellLabel = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 12px;
`

/**
 * A figure with its sign or unit ('1,971,000.00%', '0.25 VENOM / block'): never broken across lines. Only a figure
 * wider than the whole row (a balance of 10^30) is cut, with an ellipsis, rather than push the page sideways.
 */
export const CellValue = styled.span.attrs<{ 'data-figure'?: boolean }>({ 'data-figure': true })`
  max-width: 100%;
  margin-inline-start: auto;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  @container (min-width: ${TABLE_FROM}) {
    margin-inline-start: 0;
  }
`

/** A remark under a value ('Not started'): its own line, at the value's end in a card. */
export const CellNote = styled(CellLabel)`
  flex-basis: 100%;
  text-align: end;

  @container (min-width: ${TABLE_FROM}) {
    flex-basis: auto;
    text-align: start;
  }
`
