// The portfolio page's own styles.
import styled from 'styled-components'

export const HoldingName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
`
