// A full-width text field: search, list URL, recipient or delegate address ($mono), with an error border.
import styled from 'styled-components'

export const TextInput = styled.input<{ $error?: boolean; $mono?: boolean }>`
  width: 100%;
  box-sizing: border-box;
  padding: 12px 16px;
  border: 1px solid ${({ theme, $error }) => ($error ? theme.error : theme.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.inputBackground};
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-family: ${({ theme, $mono }) => ($mono ? theme.fontFamilyMono : 'inherit')};
  font-size: ${({ $mono }) => ($mono ? '14px' : '16px')};
  &:focus {
    border-color: ${({ theme, $error }) => ($error ? theme.error : theme.primary)};
  }
`
