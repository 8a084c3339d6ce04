// Styles shared by the currency dialog's views.
import styled from 'styled-components'

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
`

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px 20px;
`

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-weight: 600;
  font-size: 18px;
`

export const IconButton = styled.button`
  border: none;
  background: none;
  padding: 4px;
  cursor: pointer;
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-size: 16px;
`

export const LinkButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  cursor: pointer;
  color: ${({ theme }) => theme.link};
  font: inherit;
  font-size: 14px;
  &:disabled {
    color: ${({ theme }) => theme.textDisabled};
    cursor: default;
  }
`

export const ExternalLink = styled.a`
  color: ${({ theme }) => theme.link};
  font-size: 14px;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

export const TextInput = styled.input<{ $error?: boolean }>`
  width: 100%;
  box-sizing: border-box;
  padding: 14px 16px;
  border: 1px solid ${({ theme, $error }) => ($error ? theme.error : theme.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.inputBackground};
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-size: 16px;
  outline: none;
  &:focus {
    border-color: ${({ theme, $error }) => ($error ? theme.error : theme.primary)};
  }
`

export const Divider = styled.div`
  height: 1px;
  background: ${({ theme }) => theme.divider};
`

export const Muted = styled.div`
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
`

export const ErrorText = styled.div`
  color: ${({ theme }) => theme.error};
  font-size: 14px;
`

export const PrimaryButton = styled.button`
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.accentText};
  padding: 12px 16px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    background: ${({ theme }) => theme.surfaceSecondary};
    color: ${({ theme }) => theme.textDisabled};
    cursor: default;
  }
`

export const SmallButton = styled(PrimaryButton)`
  padding: 6px 12px;
  font-size: 14px;
`

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`

export const Between = styled(Row)`
  justify-content: space-between;
`

export const Card = styled.div<{ $tone?: 'warning' | 'error' }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.errorSoft : $tone === 'warning' ? theme.warningSoft : theme.surfaceSecondary};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.error : $tone === 'warning' ? theme.warning : theme.text)};
`

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: 14px 20px;
  border-top: 1px solid ${({ theme }) => theme.divider};
`

export const Ellipsis = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`
