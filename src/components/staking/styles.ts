// Styles only the staking pages and dialogs use: the page title, the reward and not-started cards, the amount field.
import styled from 'styled-components'

import { Column, Title } from '@/components/ui'
import { media } from '@/theme/media'

export const PageTitle = styled(Title)`
  font-size: 24px;
  text-align: center;
`

/** Rewards to claim: its links in the success colour. */
export const GreenCard = styled.section`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.successSoft};
  color: ${({ theme }) => theme.text};
  display: flex;
  flex-direction: column;
  gap: 8px;
  a {
    color: ${({ theme }) => theme.success};
    font-weight: 600;
  }
`

export const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.inputBackground};
`

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  cursor: pointer;
`

/** A farm page's body: the yields beside the user's position and actions on a desktop, under them on a phone. */
export const YieldsAndPosition = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: start;
  gap: 16px;

  ${media.upToMedium} {
    grid-template-columns: minmax(0, 1fr);
  }
`

/** One side of it: its cards stacked, their grids laid out by its width. */
export const Side = styled(Column).attrs({ $gap: 16 })`
  container-type: inline-size;
`
