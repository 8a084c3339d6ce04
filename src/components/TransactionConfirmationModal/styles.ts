// Styles only the transaction dialog's views use: the centred status, its title and icon, the hash, the error message.
import styled from 'styled-components'

import { ColumnCenter, Note } from '@/components/ui'

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

/** The 66-character hash: wrapped inside the dialog at any width instead of running past its edge. */
export const Hash = styled(Note)`
  max-width: 100%;
  font-family: ${({ theme }) => theme.fontFamilyMono};
  overflow-wrap: anywhere;
  text-align: center;
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
