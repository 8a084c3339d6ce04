// Styles only the transaction dialog's views use: the centred status, its title and icon, the error message.
import styled from 'styled-components'

import { ColumnCenter } from '@/components/ui'

export const Centered = styled(ColumnCenter)`
  padding: 12px 0;
`

export const Title = styled.div`
  font-size: 20px;
  font-weight: 600;
`

export const Emphasis = styled.div`
  font-weight: 600;
  overflow-wrap: anywhere;
`

export const ErrorMessage = styled.div`
  color: ${({ theme }) => theme.error};
  font-weight: 500;
  overflow-wrap: anywhere;
  text-align: center;
`

export const BigIcon = styled.div<{ $error?: boolean }>`
  font-size: 56px;
  line-height: 1;
  color: ${({ theme, $error }) => ($error ? theme.error : theme.primary)};
`
