// Text styles: titles, muted and small notes, errors, the label and value of a row, a big amount.
import styled from 'styled-components'

/** A page's title: the page's one h1 (dialogs title themselves with h2, sections with h3). */
export const Title = styled.h1`
  margin: 0;
  font-size: 18px;
  font-weight: 600;
  overflow-wrap: anywhere;
`

/** Body text inside a card: an introduction, a warning's explanation. */
export const Paragraph = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 1.5;
`

export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
`

/** Small print under a figure or a button (inline). */
export const SmallText = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 13px;
`

/** A paragraph of small print: the fee note, the outcome of a migration. */
export const Note = styled(MutedText)`
  font-size: 13px;
`

export const ErrorText = styled.div`
  color: ${({ theme }) => theme.error};
  font-size: 14px;
  overflow-wrap: anywhere;
`

export const Label = styled.span`
  color: ${({ theme }) => theme.textMuted};
`

export const Value = styled.span`
  font-weight: 500;
  text-align: right;
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`

/** The amount a dialog is about: votes, a claim, the liquidity to receive. */
export const BigAmount = styled.div`
  font-size: 28px;
  font-weight: 600;
  text-align: center;
  overflow-wrap: anywhere;
`

/** The + or ↓ between two amounts. */
export const Separator = styled.div`
  text-align: center;
  color: ${({ theme }) => theme.textMuted};
  font-size: 18px;
`
