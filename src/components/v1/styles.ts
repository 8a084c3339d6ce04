// Styles of a V1 position's summary (the migrate and remove pages, the V1 list): its title line and V1 badge.
import styled from 'styled-components'

export const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 18px;
  font-weight: 600;
  overflow-wrap: anywhere;
`

export const Badge = styled.span`
  padding: 2px 10px;
  border-radius: 12px;
  background: ${({ theme }) => theme.warningSoft};
  color: ${({ theme }) => theme.warning};
  font-size: 12px;
  font-weight: 600;
`
