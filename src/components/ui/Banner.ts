// A notice in a tone's colours: full width above the page (chain not deployed, check the URL), or the outage notice.
import styled from 'styled-components'

export const Banner = styled.div<{ $tone: 'warning' | 'error' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 10px 16px;
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.errorSoft : theme.warningSoft)};
  color: ${({ theme, $tone }) => theme[$tone]};
  font-size: 14px;
  font-weight: 500;
  text-align: center;
`
