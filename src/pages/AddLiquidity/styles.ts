// Styles only the add-liquidity page and its dialog use: the tip, the price panel and the dialog's sections.
import styled from 'styled-components'

import { ToneCard } from '@/components/ui'

/** The tip or first-provider notice above the panels; its paragraphs sit tight. */
export const InfoCard = styled(ToneCard)`
  gap: 6px;
  & > p {
    margin: 0;
  }
`

export const Strong = styled.p`
  font-weight: 600;
`

export const PriceCard = styled.section`
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
`

export const PriceHeading = styled.h3`
  margin: 0;
  padding: 10px 16px;
  font-size: 14px;
  font-weight: 500;
  border-bottom: 1px solid ${({ theme }) => theme.border};
`

export const PriceGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 4px;
  margin: 0;
  padding: 12px 8px;
  text-align: center;
  font-size: 14px;
  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: 4px;
    min-width: 0;
  }
  & dt {
    color: ${({ theme }) => theme.textMuted};
    font-size: 13px;
    overflow-wrap: anywhere;
  }
  & dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`

export const Italic = styled.p`
  margin: 0;
  font-size: 13px;
  font-style: italic;
  color: ${({ theme }) => theme.textMuted};
`

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 8px 0;
`
